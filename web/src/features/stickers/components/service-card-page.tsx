import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { FieldShell } from '../../../components/form/field-shell';
import { ErrorSummary } from '../../../components/form/error-summary';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { inputStyle } from '../../../components/form/styles';
import { CenteredPage } from '../../../components/layout/centered-page';
import { Logo } from '../../../components/layout/logo';
import { Button } from '../../../components/ui/button';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { LoadState } from '../../../components/ui/load-state';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { paths } from '../../../lib/paths';
import { colors, space } from '../../../lib/theme';
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
      <DetailList css={{ margin: `${space(4)} 0` }}>
        <Detail term="Type">{card.kind === 'equipment' ? 'Udstyr' : 'Lokation'}</Detail>
        <Detail term="Status">{card.status}</Detail>
        <Detail term="Seneste service">{day(card.lastService)}</Detail>
        <Detail term="Næste service">{day(card.nextService)}</Detail>
        <Detail term="Kode">{code.toUpperCase()}</Detail>
      </DetailList>
      {card.faultReports ? <FaultReportForm code={code} /> : <p>Kontakt {card.companyName}, hvis du ser en fejl.</p>}
    </>
  );
}

function FaultReportForm({ code }: { code: string }) {
  const form = useSchemaForm({ schema: faultReportSchema, defaultValues: { description: '', email: '' } });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const pickPhoto = (file: File | null) => {
    setPhoto(file);
    setPhotoError(
      !file
        ? undefined
        : !(FAULT_PHOTO_TYPES as readonly string[]).includes(file.type)
          ? faultPhotoTypeMessage
          : file.size > MAX_FAULT_PHOTO_BYTES
            ? faultPhotoSizeMessage
            : undefined,
    );
  };

  const submit = form.submit(async (input) => {
    if (photoError) return;
    setPending(true);
    let key: string | undefined;
    if (photo) {
      const uploaded = await uploadPhoto(code, photo);
      if (!uploaded.ok) {
        setPending(false);
        setPhotoError(uploaded.message);
        return;
      }
      key = uploaded.key;
    }
    const answer = await reportFault(code, { ...input, photo: key });
    setPending(false);
    if (answer.ok) setSent(true);
    else form.setFormError(answer.error.body.message ?? 'Fejlmeldingen kunne ikke sendes. Prøv igen om lidt.');
  }, pending);

  if (sent) {
    return (
      <section aria-labelledby="fault-sent" role="status">
        <h2 id="fault-sent" ref={thanks} tabIndex={-1}>
          Tak, fejlmeldingen er sendt
        </h2>
        <p>Virksomheden har fået besked og ser på det hurtigst muligt.</p>
      </section>
    );
  }

  return (
    <section aria-labelledby="fault-heading">
      <h2 id="fault-heading">Meld en fejl</h2>
      <p>Ser du en fejl eller mangel? Beskriv den her, så får virksomhedens administratorer besked.</p>
      <ErrorSummary errors={photoError ? [...form.errors, { field: 'photo', message: photoError }] : form.errors} />
      <form noValidate onSubmit={submit} aria-busy={pending}>
        <TextAreaField id="description" label="Beskriv fejlen" rows={5} {...form.bind('description')} />
        <FieldShell id="photo" label="Billede (valgfrit)" hint="Et foto af fejlen, højst 10 MB." error={photoError}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept={FAULT_PHOTO_TYPES.join(',')}
              onChange={(event) => pickPhoto(event.target.files?.[0] ?? null)}
              css={{ ...inputStyle(Boolean(photoError)), padding: space(2) }}
            />
          )}
        </FieldShell>
        <TextField
          id="email"
          label="Din email (valgfri)"
          hint="Hvis du gerne vil have svar."
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
