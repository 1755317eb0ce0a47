import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Button } from '../../../components/ui/button';
import { LoadState } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useEquipmentList } from '../../../lib/equipment/get-equipment-list';
import { useLocations } from '../../../lib/locations/get-locations';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { printStickers, type Sticker } from '../api/print-stickers';
import { PrintSheet, StickerPreview } from './sticker-sheet';

type Chosen = Record<string, boolean>;

/**
 * /dashboard/{companyId}/stickers (admins): choose equipment and locations, then 'Udskriv
 * klistermærker' prints a sheet of service stickers (issue 17, decisions 110–111). Items without a
 * sticker get their code now; one printed before keeps its code.
 */
export function StickersPage() {
  const companyId = useCompanyId();
  const { equipment, error: equipmentError } = useEquipmentList(companyId);
  const { locations, error: locationsError } = useLocations(companyId);
  const [chosen, setChosen] = useState<Chosen>({});
  const [stickers, setStickers] = useState<Sticker[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [printRequest, setPrintRequest] = useState(0);
  const readyRef = useRef<HTMLHeadingElement>(null);
  const problemId = useId();

  // Each with its own number and location, so identical items are told apart when chosen.
  const standing = useMemo(
    () =>
      (equipment ?? [])
        .filter((item) => !item.archived)
        .map((item) => ({
          id: item.id,
          name: item.name,
          detail: [item.equipmentId && `nr. ${item.equipmentId}`, item.locationName].filter(Boolean).join(', '),
        })),
    [equipment],
  );
  const keyOf = (kind: 'equipment' | 'location', id: string) => `${kind}:${id}`;
  const picked = (kind: 'equipment' | 'location') =>
    Object.entries(chosen)
      .filter(([key, on]) => on && key.startsWith(`${kind}:`))
      .map(([key]) => key.slice(kind.length + 1));

  // Once the sheet is drawn, the browser's print dialog opens, and the focus moves to the result.
  useEffect(() => {
    if (!printRequest) return;
    readyRef.current?.focus();
    window.print();
  }, [printRequest]);

  const print = async () => {
    const body = { equipmentIds: picked('equipment'), locationIds: picked('location') };
    if (body.equipmentIds.length + body.locationIds.length === 0) {
      setProblem('Vælg mindst ét udstyr eller én lokation.');
      return;
    }
    setPending(true);
    setProblem(null);
    const answer = await printStickers(companyId, body);
    setPending(false);
    if (!answer.ok) {
      setProblem(answer.error.body.message ?? 'Klistermærkerne kunne ikke laves lige nu. Prøv igen om lidt.');
      return;
    }
    setStickers(answer.data.stickers);
    setPrintRequest((n) => n + 1);
  };

  const header = <PageHeader title="Klistermærker" />;
  if (!equipment || !locations) {
    return (
      <>
        {header}
        <LoadState
          failed={Boolean(equipmentError || locationsError)}
          error="Udstyr og lokationer kunne ikke hentes lige nu. Prøv igen om lidt."
          loading="Henter udstyr og lokationer…"
        />
      </>
    );
  }

  const group = (
    legend: string,
    allLabel: string,
    kind: 'equipment' | 'location',
    items: { id: string; name: string; detail?: string }[],
  ) => {
    const all = items.length > 0 && items.every((item) => chosen[keyOf(kind, item.id)]);
    return (
      <fieldset
        css={{ border: `1px solid ${colors.border}`, borderRadius: '6px', padding: space(4), margin: 0, minWidth: 0 }}
      >
        <legend css={{ fontWeight: 700, padding: `0 ${space(1)}` }}>{legend}</legend>
        {items.length === 0 ? (
          <p css={{ margin: 0 }}>Der er ingen endnu.</p>
        ) : (
          <>
            <CheckboxField
              id={`${kind}-all`}
              label={allLabel}
              checked={all}
              onChange={(on) =>
                setChosen((before) => ({
                  ...before,
                  ...Object.fromEntries(items.map((item) => [keyOf(kind, item.id), on])),
                }))
              }
            />
            {items.map((item) => (
              <CheckboxField
                key={item.id}
                id={`${kind}-${item.id}`}
                label={item.detail ? `${item.name} (${item.detail})` : item.name}
                checked={Boolean(chosen[keyOf(kind, item.id)])}
                onChange={(on) => setChosen((before) => ({ ...before, [keyOf(kind, item.id)]: on }))}
              />
            ))}
          </>
        )}
      </fieldset>
    );
  };

  return (
    <>
      {header}
      <p css={{ maxWidth: '48rem' }}>
        Vælg det udstyr og de lokationer, der skal have et klistermærke. Hvert klistermærke har en QR-kode og en kode,
        der fører til et servicekort, som alle kan se uden at logge ind. Arket passer til A4 med 3 × 7 etiketter på 70 ×
        38 mm.
      </p>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
          gap: space(4),
          marginBottom: space(4),
        }}
      >
        {group('Udstyr', 'Vælg alt udstyr', 'equipment', standing)}
        {group('Lokationer', 'Vælg alle lokationer', 'location', locations)}
      </div>
      {problem && (
        <p id={problemId} role="alert" css={{ color: colors.red.fg, fontWeight: 600 }}>
          {problem}
        </p>
      )}
      <Button loading={pending} onClick={() => void print()} aria-describedby={problem ? problemId : undefined}>
        Udskriv klistermærker
      </Button>
      {stickers && (
        <section aria-labelledby="stickers-ready" css={{ marginTop: space(8) }}>
          <h2 id="stickers-ready" ref={readyRef} tabIndex={-1}>
            {stickers.length === 1 ? '1 klistermærke' : `${stickers.length} klistermærker`} klar til udskrift
          </h2>
          <p>
            <Button variant="secondary" onClick={() => window.print()}>
              Udskriv igen
            </Button>
          </p>
          <StickerPreview stickers={stickers} />
          <PrintSheet stickers={stickers} />
        </section>
      )}
    </>
  );
}
