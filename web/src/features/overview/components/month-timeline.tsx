import { useMemo, useState } from 'react';
import type { OverviewItem } from '../api/get-overview';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { colors, space } from '../../../lib/theme';
import { formatDate, formatTime } from '#domain/shared/time';
import { groupByDay, TIMELINE_PAGE } from '../utils/timeline';
import { TimelineItem } from './timeline-item';
import { sectionHeading, timelineList } from './section-styles';
import type { DashboardPaths } from '../../../lib/paths';

interface Props {
  items: OverviewItem[];
  /** How many deadlines the month has; the server sends the first ones when there are very many. */
  total: number;
  /** 'februar 2027' */
  monthName: string;
  dashboard: DashboardPaths;
  /** Today's `yyyy-MM-dd` in Copenhagen, marked 'I dag' when in the month. */
  today: string;
}

/**
 * Every deadline of the month by day, done or not, with the repeats of routines still ahead
 * (status Planlagt: a weekly task shows every week). Long months are drawn a part at a time.
 */
export function MonthTimeline({ items, total, monthName, dashboard, today }: Props) {
  const [shown, setShown] = useState(TIMELINE_PAGE);
  const groups = useMemo(() => groupByDay(items, shown), [items, shown]);
  const remaining = items.length - Math.min(shown, items.length);

  return (
    <section aria-labelledby="month-timeline-heading">
      <h2 id="month-timeline-heading" css={sectionHeading}>
        Deadlines i {monthName}
        {total > 0 && ` (${total})`}
      </h2>
      <p css={{ margin: `0 0 ${space(3)}`, color: colors.muted }}>
        Månedens deadlines i rækkefølge, også de kommende gentagelser af rutiner.
      </p>
      {items.length === 0 ? (
        <p css={{ fontWeight: 600 }}>Ingen udestående opgaver</p>
      ) : (
        <>
          <ol css={{ ...timelineList, gap: space(4) }}>
            {groups.map((group) => (
              <li key={group.day} css={{ minWidth: 0 }}>
                <h3
                  css={{
                    fontSize: '1rem',
                    margin: `0 0 ${space(2)}`,
                    display: 'flex',
                    alignItems: 'center',
                    gap: space(2),
                  }}
                >
                  <span css={{ '&::first-letter': { textTransform: 'uppercase' } }}>{group.label}</span>
                  {group.day === today && <Badge color="blue">I dag</Badge>}
                </h3>
                <ul css={timelineList}>
                  {group.items.map((item, i) => (
                    <TimelineItem
                      key={`${item.taskId}#${item.deadline}#${i}`}
                      item={item}
                      dashboard={dashboard}
                      when={when(item)}
                    />
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {remaining > 0 && (
            <div css={{ marginTop: space(4) }}>
              <Button variant="secondary" onClick={() => setShown((n) => n + TIMELINE_PAGE)}>
                Vis flere deadlines ({remaining} mere)
              </Button>
            </div>
          )}
          {remaining === 0 && total > items.length && (
            <p css={{ marginTop: space(4), color: colors.muted }}>
              Her vises de første {items.length.toLocaleString('da-DK')} af {total.toLocaleString('da-DK')} deadlines.
              Se alle opgaverne i opgavelisten.
            </p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The day is the heading's: under the title when it was done, or the deadline's time of day when
 * it is not the usual 23.00 (decisions.md "Time").
 */
function when(item: OverviewItem) {
  if (item.finishedOn) return `Udført ${formatDate(item.finishedOn)}`;
  const time = formatTime(item.deadline);
  return time === '23.00' ? undefined : `Deadline kl. ${time}`;
}
