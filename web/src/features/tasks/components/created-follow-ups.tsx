import { useEffect, useRef } from 'react';
import { formatDate } from '#domain/shared/time';
import { TextLink } from '../../../components/ui/text-link';
import type { DashboardPaths } from '../../../lib/paths';
import type { CreatedFollowUp } from '../../../lib/tasks/types';
import { colors, radius, space } from '../../../lib/theme';

export interface Created extends CreatedFollowUp {
  /** Whether the viewer may open it. */
  link: boolean;
}

/** 'Opfølgningsopgave oprettet: …' after a completion created follow-up tasks (decision 165). */
export function CreatedFollowUps({ created, dashboard }: { created: Created[]; dashboard: DashboardPaths }) {
  // The button that opened the dialog may be gone (the task is done): the focus lands here instead.
  const list = useRef<HTMLUListElement>(null);
  const shown = created.length > 0;
  useEffect(() => {
    if (shown) list.current?.focus();
  }, [shown]);
  return (
    <div role="status">
      {created.length > 0 && (
        <ul
          ref={list}
          tabIndex={-1}
          aria-label="Oprettede opfølgningsopgaver"
          css={{
            listStyle: 'none',
            margin: `0 0 ${space(4)}`,
            padding: space(3),
            maxWidth: '40rem',
            background: colors.green.bg,
            borderLeft: `4px solid ${colors.green.solid}`,
            borderRadius: radius,
            display: 'grid',
            gap: space(1),
          }}
        >
          {created.map((followUp) => (
            <li key={followUp.taskId}>
              Opfølgningsopgave oprettet:{' '}
              {followUp.link ? (
                <TextLink to={dashboard.task(followUp.taskId)}>{followUp.title}</TextLink>
              ) : (
                <strong>{followUp.title}</strong>
              )}
              {followUp.deadline && <> med deadline {formatDate(followUp.deadline)}</>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
