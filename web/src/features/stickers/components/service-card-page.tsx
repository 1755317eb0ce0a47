import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { ErrorSummary } from '../../../components/form/error-summary';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { FilePicker } from '../../../components/files/file-picker';
import type { PickedFile } from '../../../lib/files/picked-files';
import { CenteredPage } from '../../../components/layout/centered-page';
import { Logo } from '../../../components/layout/logo';
import { Button } from '../../../components/ui/button';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { LoadState } from '../../../components/ui/load-state';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { paths } from '../../../lib/paths';
import { colors, radius, space } from '../../../lib/theme';
import { formatDate } from '#domain/shared/time';
import {
  FAULT_PHOTO_TYPES,
  MAX_FAULT_PHOTO_BYTES,
  faultPhotoSizeMessage,
  faultPhotoTypeMessage,
  faultReportSchema,
} from '#domain/sticker/schemas';
import { getCard, reportFault, uploadPhoto, type CardAnswer, type ServiceCard } from '../api/service-card';

type Loaded =
  { state: 'loading' } | { state: 'missing'; message: string } | { state: 'failed' } | ({ state: 'ok' } & CardAnswer);

/**
 * /s/{code}, a service sticker's address (decisions 111–113): without login the company, the
 * item, its status and its last and next service, and, when the company allows it, a form to
 * report a fault. A member of the item's company is taken to the item's page instead.
 */
export function ServiceCardPage() {
  const { code = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    void getCard(code).then((answer) => {
      if (!live) return;
      if (answer.ok) setLoaded({ state: 'ok', ...answer.data });
      else if (answer.error.status === 404 || answer.error.status === 429)
        setLoaded({ state: 'missing', message: answer.error.body.message ?? 'Klistermærket findes ikke.' });
      else setLoaded({ state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [code]);

  if (loaded.state === 'ok' && loaded.member) {
    const dashboard = paths.dashboard(loaded.member.companyId);
    return (
      <Navigate
        replace
        to={
          loaded.member.kind === 'equipment'
            ? dashboard.equipment(loaded.member.id)
            : dashboard.location(loaded.member.id)
        }
      />
    );
  }

  return (
    <CenteredPage width="36rem">
      <div css={{ marginBottom: space(6) }}>
        <Logo />
      </div>
      {loaded.state === 'loading' && <LoadState failed={false} error="" loading="Henter servicekortet…" />}
      {loaded.state === 'failed' && (
        <LoadState failed error="Servicekortet kunne ikke hentes lige nu. Prøv igen om lidt." loading="" />
      )}
      {loaded.state === 'missing' && (
        <>
          <h1>Klistermærket findes ikke</h1>
          <p>{loaded.message}</p>
          <p>Tjek koden under QR-koden, og prøv igen.</p>
        </>
      )}
      {loaded.state === 'ok' && <Card card={loaded.card} code={code} />}
    </CenteredPage>
  );
}

const day = (instant: string | null) => (instant ? formatDate(instant) : 'Ingen endnu');

function Card({ card, code }: { card: ServiceCard; code: string }) {
  return (
    <>
      <p css={{ margin: 0, color: colors.muted, fontWeight: 600 }}>{card.companyName}</p>
      <h1 css={{ marginTop: space(1), overflowWrap: 'anywhere' }}>{card.name}</h1>
      {card.knownFault && (
        // Only that a fault is known (decision 166): nothing of the report or who sent it.
        <p
          role="status"
          css={{
            margin: `${space(4)} 0 0`,
            padding: space(4),
            fontWeight: 700,
            color: colors.yellow.fg,
            background: colors.yellow.bg,
            borderLeft: `4px solid ${colors.yellow.solid}`,
            borderRadius: radius,
          }}
        >
          {card.knownFault}
        </p>
      )}
      <DetailList css={{ margin: `${space(4)} 0` }}>
        <Detail term="Type">{card.kind === 'equipment' ? 'Udstyr' : 'Lokation'}</Detail>
        {card.equipmentId && <Detail term="Nummer">{card.equipmentId}</Detail>}
        {card.location && <Detail term="Placering">{card.location}</Detail>}
        <Detail term="Status">{card.status}</Detail>
        <Detail term="Seneste service">{day(card.lastService)}</Detail>
        <Detail term="Næste service">{day(card.nextService)}</Detail>
        <Detail term="Kode">{code.toUpperCase()}</Detail>
      </DetailList>
      {card.faultReports ? (
        <FaultReportForm code={code} known={Boolean(card.knownFault)} />
      ) : (
        <p>Kontakt {card.companyName}, hvis du ser en fejl.</p>
      )}
    </>
  );
}

/** The photo as the app's own file picker holds it: one picture, checked here as the server checks it. */
const photoError = (file: File) =>
  !(FAULT_PHOTO_TYPES as readonly string[]).includes(file.type)
    ? faultPhotoTypeMessage
    : file.size > MAX_FAULT_PHOTO_BYTES
      ? faultPhotoSizeMessage
      : undefined;

function FaultReportForm({ code, known }: { code: string; known: boolean }) {
  const form = useSchemaForm({ schema: faultReportSchema, defaultValues: { description: '', email: '' } });
  const [photo, setPhoto] = useState<PickedFile | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<{ reference: string; mailed: boolean } | null>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const pickPhoto = (files: File[]) => {
    const file = files[0];
    if (file) setPhoto({ id: `photo-${Date.now().toString(36)}`, file, state: 'ready', error: photoError(file) });
  };
  const blocked = Boolean(photo?.error && photo.state !== 'failed');

  const submit = form.submit(async (input) => {
    if (blocked) return;
    setPending(true);
    // The photo's opaque reference, kept once uploaded so a retry sends the same picture.
    let ref = photo?.key;
    if (photo && !ref) {
      setPhoto({ ...photo, state: 'uploading', error: undefined });
      const uploaded = await uploadPhoto(code, photo.file);
      if (!uploaded.ok) {
        setPending(false);
        setPhoto({ ...photo, state: 'failed', error: uploaded.message });
        return;
      }
      ref = uploaded.ref;
      setPhoto({ ...photo, state: 'done', key: ref, error: undefined });
    }
    const answer = await reportFault(code, { ...input, photo: ref });
    setPending(false);
    if (answer.ok) setSent({ reference: answer.data.reference, mailed: Boolean(input.email) });
    else form.setFormError(answer.error.body.message ?? 'Fejlmeldingen kunne ikke sendes. Prøv igen om lidt.');
  }, pending);

  if (sent) {
    return (
      <section aria-labelledby="fault-sent" role="status">
        <h2 id="fault-sent" ref={thanks} tabIndex={-1}>
          Tak, fejlmeldingen er sendt
        </h2>
        <p>
          Den har referencen <strong>{sent.reference}</strong>. Virksomheden har fået besked og ser på det hurtigst
          muligt.
        </p>
        {sent.mailed && <p>Du får en kvittering på email nu og besked, når fejlmeldingen er løst eller afvist.</p>}
      </section>
    );
  }

  const photoProblem = photo?.error;
  return (
    <section aria-labelledby="fault-heading">
      <h2 id="fault-heading">Meld en fejl</h2>
      <p>
        {known
          ? 'Virksomheden kender allerede til en fejl her og arbejder på den. Ser du en anden fejl, kan du melde den her.'
          : 'Ser du en fejl eller mangel? Beskriv den her, så får virksomhedens administratorer besked.'}
      </p>
      <ErrorSummary errors={photoProblem ? [...form.errors, { field: 'photo', message: photoProblem }] : form.errors} />
      <form noValidate onSubmit={submit} aria-busy={pending}>
        <TextAreaField id="description" label="Beskriv fejlen" rows={5} {...form.bind('description')} />
        <FilePicker
          id="photo"
          label="Billede (valgfrit)"
          hint="Et foto af fejlen: JPEG, PNG, WebP eller HEIC, højst 10 MB."
          multiple={false}
          accept={FAULT_PHOTO_TYPES.join(',')}
          chooseLabel="Vælg billede"
          files={photo ? [photo] : []}
          onAdd={pickPhoto}
          onRemove={() => setPhoto(null)}
          error={photoProblem}
          disabled={pending}
        />
        <TextField
          id="email"
          label="Din email (valgfri)"
          hint="Hvis du gerne vil have en kvittering og svar."
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          {...form.bind('email')}
        />
        <Button type="submit" loading={pending}>
          Send fejlmelding
        </Button>
      </form>
    </section>
  );
}
