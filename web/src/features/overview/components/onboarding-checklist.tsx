import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadState } from '../../../components/ui/load-state';
import { linkStyle } from '../../../components/ui/text-link';
import type { Company } from '../../../lib/company/types';
import { colors, radius, space } from '../../../lib/theme';
import { useFinishOnboarding } from '../api/finish-onboarding';
import { useOverview } from '../api/get-overview';
import { checklist, type ChecklistStep } from '../utils/onboarding';
import { OverviewHeading } from './overview-heading';
import { paths } from '../../../lib/paths';

const HINT_ID = 'onboarding-hint';

/**
 * A new company's first page (spec 001 §2 "Onboarding"): three steps, each ticked once done and
 * linking to where it is done; 'Vis oversigt' ends the onboarding once all three are.
 */
export function OnboardingChecklist({ company, onFinished }: { company: Company; onFinished: () => void }) {
  const dashboard = paths.dashboard(company.id);
  const { overview, error } = useOverview(company.id, undefined);
  const list = useMemo(() => (overview ? checklist(overview.onboarding) : undefined), [overview]);
  const { trigger: finish, pending } = useFinishOnboarding(company.id);

  return (
    <>
      <OverviewHeading caption={company.name} title="Kom godt i gang" />
      <p css={{ maxWidth: '40rem', marginTop: 0 }}>
        Velkommen til Servicebogen. Gør de tre trin herunder, så er I klar til at holde styr på udstyr, opgaver og
        deadlines. Derefter viser siden en oversigt over månedens opgaver.
      </p>
      {!list ? (
        <LoadState
          failed={Boolean(error)}
          error="Trinnene kunne ikke hentes lige nu. Prøv igen om lidt."
          loading="Henter trinnene…"
        />
      ) : (
        <>
          <p role="status" css={{ fontWeight: 600, margin: `${space(5)} 0 ${space(3)}` }}>
            {list.progress}
          </p>
          <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(3), maxWidth: '40rem' }}>
            {list.steps.map((step, i) => (
              <Step key={step.key} step={step} number={i + 1} to={dashboard.entry(step.to)} />
            ))}
          </ol>
          <div css={{ marginTop: space(6), display: 'grid', gap: space(2), justifyItems: 'start' }}>
            <Button
              disabled={!list.complete}
              loading={pending}
              aria-describedby={list.complete ? undefined : HINT_ID}
              onClick={async () => {
                if ((await finish({ update: { id: company.id, onboarding: false } })).ok) onFinished();
              }}
            >
              Vis oversigt
            </Button>
            {!list.complete && (
              <p id={HINT_ID} css={{ margin: 0, color: colors.muted }}>
                Oversigten kan vises, når alle tre trin er klaret.
              </p>
            )}
          </div>
        </>
      )}
    </>
  );
}

function Step({ step, number, to }: { step: ChecklistStep; number: number; to: string }) {
  const tone = step.done ? colors.green : colors.slate;
  return (
    <li
      css={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gap: `${space(1)} ${space(4)}`,
        padding: space(4),
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderLeft: `6px solid ${tone.solid}`,
        borderRadius: radius,
      }}
    >
      <span
        aria-hidden="true"
        css={{
          gridRow: 'span 2',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: '2.25rem',
          height: '2.25rem',
          borderRadius: '50%',
          fontWeight: 700,
          background: step.done ? colors.green.solid : colors.surface,
          color: step.done ? '#fff' : colors.text,
          border: `2px solid ${tone.solid}`,
        }}
      >
        {step.done ? '✓' : number}
      </span>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: space(2),
        }}
      >
        <h2 css={{ fontSize: '1.125rem', margin: 0 }}>
          <Link to={to} css={linkStyle}>
            {step.title}
          </Link>
        </h2>
        <Badge color={step.done ? 'green' : 'slate'}>{step.done ? 'Klaret' : 'Mangler'}</Badge>
      </div>
      <p css={{ margin: 0, color: colors.muted }}>{step.text}</p>
    </li>
  );
}
