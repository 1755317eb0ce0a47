import type { OverdueItem } from '../api/get-overview';
import { formatDate } from '#domain/shared/time';
import { colors, space } from '../../../lib/theme';
import { overdueText } from '../utils/figures';
import { TimelineItem } from './timeline-item';
import { sectionHeading, timelineList } from './section-styles';
import type { DashboardPaths } from '../../../lib/paths';

/**
 * Tasks overdue now, whatever month is shown, the oldest deadline first (spec 001 "Overview"): the
 * first 1,000 of `total` (docs/api-additions.md "Overview").
 */
export function OverdueTimeline({
  items,
  total,
  dashboard,
}: {
  items: OverdueItem[];
  total: number;
  dashboard: DashboardPaths;
}) {
  return (
    <section aria-labelledby="overdue-heading">
      <h2 id="overdue-heading" css={sectionHeading}>
        Forsinkede opgaver{total > 0 && ` (${total.toLocaleString('da-DK')})`}
      </h2>
      <p css={{ margin: `0 0 ${space(3)}`, color: colors.muted }}>
        Opgaver, der er forsinket lige nu, den ældste deadline først.
      </p>
      {items.length === 0 ? (
        <p css={{ fontWeight: 600, color: colors.green.fg }}>Alle opgaver er udført</p>
      ) : (
        <ol css={timelineList}>
          {items.map((item) => (
            <TimelineItem
              key={`${item.taskId}#${item.deadline}`}
              item={item}
              dashboard={dashboard}
              showStatus={false}
              when={
                <>
                  Deadline {formatDate(item.deadline)} ·{' '}
                  <span css={{ color: colors.red.fg, fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {overdueText(item.daysOverdue)}
                  </span>
                </>
              }
            />
          ))}
        </ol>
      )}
      {total > items.length && (
        <p css={{ marginTop: space(4), color: colors.muted }}>
          Her vises de {items.length.toLocaleString('da-DK')} ældste af {total.toLocaleString('da-DK')} forsinkede
          opgaver. Se alle opgaverne i opgavelisten.
        </p>
      )}
    </section>
  );
}
