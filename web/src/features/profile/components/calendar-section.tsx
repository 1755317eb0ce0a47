import { useId, useState } from 'react';
import type { CalendarFeedScope } from '#domain/task/calendar-feed';
import { formatDateTime } from '#domain/shared/time';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/spinner';
import type { Company } from '../../../lib/company/types';
import type { User } from '../../../lib/session';
import { colors, focusRing, radius, shadow, space } from '../../../lib/theme';
import { useCalendarFeeds, type CalendarFeed } from '../api/get-calendar-feeds';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed';
import { useCompanies } from '../api/get-companies';

/**
 * Profil › Indstillinger › Kalender (issue 17, decision 109 "Calendar feeds in the SPA"): per company
 * the person's own feed address and, for an admin, the company's; each can be copied, opened as
 * webcal:// and renewed (after a confirm: the old address stops working).
 */
export function CalendarSection({ user }: { user: User }) {
  const { companies, error } = useCompanies(user);
  const mine = (companies ?? []).filter((company) => user.roles?.[company.id]);
  return (
    <section aria-labelledby="calendar-heading" css={{ marginTop: space(10), maxWidth: '48rem' }}>
      <h2 id="calendar-heading">Kalender</h2>
      <p>
        Få deadlines på dine opgaver i din egen kalender. Adressen er personlig og hemmelig: alle, der kender den, kan
        se opgaverne. Kalenderen viser opgavernes deadlines de næste 12 måneder med en påmindelse, og den opdateres af
        kalenderprogrammet selv, typisk et par gange i døgnet.
      </p>
      <details css={{ marginBottom: space(4) }}>
        <summary css={{ cursor: 'pointer', fontWeight: 600, '&:focus-visible': focusRing }}>
          Sådan abonnerer du på kalenderen
        </summary>
        <ul css={{ paddingLeft: space(5) }}>
          <li>
            <strong>Google Kalender:</strong> Kopiér adressen. Vælg »Andre kalendere« › »+« › »Fra webadresse«, indsæt
            adressen, og vælg »Tilføj kalender«.
          </li>
          <li>
            <strong>Outlook:</strong> Kopiér adressen. Vælg »Tilføj kalender« › »Abonner fra internettet«, indsæt
            adressen, og vælg »Importér«.
          </li>
          <li>
            <strong>iPhone og iPad:</strong> Tryk på »Åbn i kalender«, eller vælg Indstillinger › Kalender › Konti ›
            »Tilføj konto« › »Andet« › »Tilføj abonnent kalender«, og indsæt adressen.
          </li>
        </ul>
      </details>
      {error && (
        <p role="alert" css={{ color: colors.red.fg, fontWeight: 600 }}>
          Dine virksomheder kunne ikke hentes lige nu. Prøv igen om lidt.
        </p>
      )}
      {!companies && !error && <Loading label="Henter dine kalendere…" />}
      {companies && mine.length === 0 && <p>Du er ikke tilknyttet nogen virksomhed endnu.</p>}
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(4) }}>
        {mine.map((company) => (
          <CompanyFeeds key={company.id} company={company} />
        ))}
      </ul>
    </section>
  );
}

function CompanyFeeds({ company }: { company: Company }) {
  const { feeds, companyFeedAllowed, error } = useCalendarFeeds(company.id);
  const headingId = useId();
  const scopes: CalendarFeedScope[] = companyFeedAllowed ? ['me', 'company'] : ['me'];
  return (
    <li
      aria-labelledby={headingId}
      css={{
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        boxShadow: shadow,
        padding: space(5),
      }}
    >
      <h3 id={headingId} css={{ marginTop: 0 }}>
        {company.name}
      </h3>
      {error && (
        <p role="alert" css={{ color: colors.red.fg }}>
          Kalenderadresserne kunne ikke hentes lige nu. Prøv igen om lidt.
        </p>
      )}
      {!feeds && !error && <Loading label="Henter kalenderadresser…" />}
      {feeds &&
        scopes.map((scope) => (
          <FeedRow
            key={scope}
            companyId={company.id}
            scope={scope}
            feed={feeds.find((feed) => feed.scope === scope) ?? null}
          />
        ))}
    </li>
  );
}

const scopeText: Record<CalendarFeedScope, { title: string; hint: string }> = {
  me: { title: 'Mine opgaver', hint: 'De opgaver, du er ansvarlig for.' },
  company: { title: 'Alle virksomhedens opgaver', hint: 'Som administrator kan du følge alle opgaver.' },
};

function FeedRow({
  companyId,
  scope,
  feed,
}: {
  companyId: string;
  scope: CalendarFeedScope;
  feed: CalendarFeed | null;
}) {
  const { trigger, pending } = useRenewCalendarFeed(companyId);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  const { title, hint } = scopeText[scope];

  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the address is selected to copy by hand.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      setCopied(false);
    }
  };

  return (
    <div css={{ borderTop: `1px solid ${colors.border}`, paddingTop: space(4), marginTop: space(4) }}>
      <h4 css={{ margin: `0 0 ${space(1)}` }}>{title}</h4>
      <p css={{ margin: `0 0 ${space(3)}`, color: colors.muted }}>{hint}</p>
      {!feed && (
        <Button loading={pending} onClick={() => trigger({ scope, renewing: false })}>
          Lav kalenderadresse
        </Button>
      )}
      {feed && (
        <>
          <label htmlFor={inputId} css={{ display: 'block', fontWeight: 600, marginBottom: space(1) }}>
            Kalenderadresse ({title.toLowerCase()})
          </label>
          <input
            id={inputId}
            readOnly
            value={feed.url}
            onFocus={(event) => event.currentTarget.select()}
            css={{
              width: '100%',
              boxSizing: 'border-box',
              padding: space(2),
              border: `1px solid ${colors.border}`,
              borderRadius: radius,
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: '0.875rem',
              '&:focus-visible': focusRing,
            }}
          />
          <p css={{ margin: `${space(1)} 0 ${space(3)}`, color: colors.muted, fontSize: '0.9375rem' }}>
            Lavet {formatDateTime(feed.createdAt)}
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), alignItems: 'center' }}>
            <Button variant="secondary" onClick={copy}>
              Kopiér
            </Button>
            <a
              href={feed.webcalUrl}
              css={{
                color: colors.primary,
                fontWeight: 600,
                textUnderlineOffset: '0.15em',
                '&:focus-visible': focusRing,
              }}
            >
              Åbn i kalender
            </a>
            <Button variant="secondary" loading={pending} onClick={() => setConfirming(true)}>
              Forny adressen
            </Button>
          </div>
          <p role="status" css={{ margin: `${space(2)} 0 0`, minHeight: '1.5em', color: colors.green.fg }}>
            {copied ? 'Adressen er kopieret.' : ''}
          </p>
          <ConfirmDialog
            open={confirming}
            title="Forny kalenderadressen?"
            confirmLabel="Forny adressen"
            busy={pending}
            onConfirm={async () => {
              setCopied(false);
              await trigger({ scope, renewing: true });
            }}
            onClose={() => setConfirming(false)}
          >
            <p>
              Du får en ny adresse. Den gamle adresse holder op med at virke med det samme, så kalendere, der bruger
              den, skal have den nye adresse.
            </p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
