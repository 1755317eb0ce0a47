import type { ReactNode } from 'react';
import type { Overview } from '../api/get-overview';
import { formatPercent } from '../../../lib/percent';
import { colors, radius, space } from '../../../lib/theme';
import { changeView, type Direction } from '../utils/figures';
import { sectionHeading } from './section-styles';

interface Props {
  stats: Overview['stats'];
  /** 'februar 2027' */
  monthName: string;
  previousMonthName: string;
  current: boolean;
}

const arrow: Record<Direction, string> = { up: '↑', down: '↓', same: '→', none: '' };
const tone: Record<Direction, string> = {
  up: colors.green.fg,
  down: colors.red.fg,
  same: colors.text,
  none: colors.text,
};

/**
 * The month's figures (spec 001 "Overview"; decision 024 "Monthly statistics"): tasks done and
 * due, the percent done in time, its change versus last month and the deadlines missed.
 */
export function MonthFigures({ stats, monthName, previousMonthName, current }: Props) {
  const change = changeView(stats.changeOnMonth, previousMonthName);
  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading" css={sectionHeading}>
        {current ? `Denne måned (${monthName})` : `Tal for ${monthName}`}
      </h2>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
          gap: space(3),
          margin: 0,
          // Two to a row on a phone (up to 480 px the cards fit two, never three): the fifth takes the
          // whole row rather than sit alone in half of it.
          '@media (max-width: 480px)': { '& > div:last-of-type:nth-of-type(odd)': { gridColumn: '1 / -1' } },
        }}
      >
        <Figure label="Udførte opgaver" value={String(stats.tasksCompleted)} />
        <Figure
          label="Opgaver med deadline"
          value={String(stats.tasksDue)}
          note={current ? 'Også dem, der endnu ikke er udført' : undefined}
        />
        <Figure
          label="Udført til tiden"
          value={formatPercent(stats.percentCompletedInTime)}
          note={stats.percentCompletedInTime === undefined ? 'Ingen udførte opgaver endnu' : undefined}
        />
        <Figure
          label={current ? 'Ændring fra sidste måned' : 'Ændring fra måneden før'}
          value={
            <span css={{ color: tone[change.direction] }}>
              {change.direction !== 'none' && (
                <span aria-hidden="true" css={{ marginRight: space(1) }}>
                  {arrow[change.direction]}
                </span>
              )}
              {change.value}
              {change.unit && (
                <span css={{ fontSize: '1rem', fontWeight: 600, color: colors.text }}> {change.unit}</span>
              )}
            </span>
          }
          note={change.meaning}
        />
        <Figure
          label="Overskredne deadlines"
          value={String(stats.missed)}
          note="Deadlines, der gik uden at opgaven blev udført"
        />
      </dl>
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div
      css={{
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        padding: space(4),
        minWidth: 0,
      }}
    >
      <dt css={{ color: colors.muted, fontWeight: 600, minHeight: '3em' }}>{label}</dt>
      <dd css={{ margin: 0 }}>
        <span
          css={{ display: 'block', fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' }}
        >
          {value}
        </span>
        {note && (
          <span css={{ display: 'block', color: colors.muted, fontSize: '0.875rem', marginTop: space(1) }}>{note}</span>
        )}
      </dd>
    </div>
  );
}
