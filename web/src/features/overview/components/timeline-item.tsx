import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { dueStatusInfo } from '#domain/task/statistics';
import type { OverviewItem } from '../api/get-overview';
import { Badge } from '../../../components/ui/badge';
import { PersonName } from '../../../components/ui/person-name';
import { linkStyle } from '../../../components/ui/text-link';
import { colors, radius, space } from '../../../lib/theme';
import type { DashboardPaths } from '../../../lib/paths';

const kindLabel = { EQUIPMENT: 'Udstyr', LOCATION: 'Lokation' } as const;

interface Props {
  item: OverviewItem;
  /** The company's dashboard, for the link to the task. */
  dashboard: DashboardPaths;
  /** The line under the title: the deadline, the days overdue. */
  when?: ReactNode;
  /** The status badge; left out where the list says it (everything overdue). */
  showStatus?: boolean;
}

/**
 * One task of a timeline: its title (the link to it, or '(nu slettet)' without one), its status
 * in words and colour, when, who is responsible and what it is on.
 */
export function TimelineItem({ item, dashboard, when, showStatus = true }: Props) {
  const status = dueStatusInfo[item.status] ?? dueStatusInfo.PLANNED;
  const tone = colors[status.colour];
  return (
    <li
      css={{
        display: 'grid',
        gap: space(1),
        padding: `${space(3)} ${space(4)}`,
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderLeft: `6px solid ${tone.solid}`,
        borderRadius: radius,
        minWidth: 0,
      }}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: space(2),
        }}
      >
        <span css={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
          {item.taskDeleted ? (
            <>
              {item.title} <span css={{ fontWeight: 400, fontStyle: 'italic' }}>(nu slettet)</span>
            </>
          ) : (
            <Link to={dashboard.task(item.taskId)} css={linkStyle}>
              {item.title}
            </Link>
          )}
        </span>
        {showStatus && <Badge color={status.colour}>{status.label}</Badge>}
      </div>
      {when && <span css={{ color: colors.muted, fontSize: '0.9375rem' }}>{when}</span>}
      <span css={{ color: colors.muted, fontSize: '0.9375rem', overflowWrap: 'anywhere' }}>
        {kindLabel[item.subject.kind]}: {item.subject.name ?? <span css={{ fontStyle: 'italic' }}>(nu slettet)</span>}
        {' · Ansvarlig: '}
        <PersonName person={item.responsible} role="responsible" />
      </span>
    </li>
  );
}
