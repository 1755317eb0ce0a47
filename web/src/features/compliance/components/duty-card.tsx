import { Link } from 'react-router-dom';
import { formatDate } from '#domain/shared/time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { linkStyle } from '../../../components/ui/text-link';
import { paths } from '../../../lib/paths';
import { accentCard, colors, space } from '../../../lib/theme';
import type { ComplianceRow } from '../api/types';
import { intervalText, linkText, stateColors } from '../utils/compliance-text';
import { LastInspection } from './last-inspection';

interface Props {
  companyId: string;
  row: ComplianceRow;
  admin: boolean;
  onSend: (row: ComplianceRow) => void;
  onInterval: (row: ComplianceRow) => void;
}

const term = { fontWeight: 600 } as const;
const value = { margin: 0, overflowWrap: 'anywhere' } as const;

/**
 * One applied duty (decision 176): the item and its location, the duty and its legal basis (linked
 * to the source), the state in words and colour, the interval (an override with its reason), the
 * next deadline, the last inspection with its evidence, the inspector's link, and the admins' actions.
 */
export function DutyCard({ companyId, row, admin, onSend, onInterval }: Props) {
  const dashboard = paths.dashboard(companyId);
  const titleId = `duty-${row.taskId}-title`;
  const targetPath =
    row.target.kind === 'EQUIPMENT' ? dashboard.equipment(row.target.id) : dashboard.location(row.target.id);
  const interval = intervalText(row);
  return (
    <article
      aria-labelledby={titleId}
      css={{
        ...accentCard(colors[stateColors[row.state]].solid),
        gap: space(3),
        padding: space(5),
        minWidth: 0,
        '@media (max-width: 480px)': { padding: space(4) },
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space(1)} ${space(3)}` }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
          {row.dutyName} · {row.target.name}
        </h2>
        <Badge color={stateColors[row.state]}>{row.stateLabel}</Badge>
      </div>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: `${space(1)} ${space(4)}`,
          margin: 0,
          '@media (max-width: 480px)': { gridTemplateColumns: '1fr', gap: 0, '& dd': { marginBottom: space(2) } },
        }}
      >
        <dt css={term}>{row.target.kind === 'EQUIPMENT' ? 'Udstyr' : 'Lokation'}</dt>
        <dd css={value}>
          <Link to={targetPath} css={linkStyle}>
            {row.target.name}
          </Link>
        </dd>
        {row.target.kind === 'EQUIPMENT' && (
          <>
            <dt css={term}>Lokation</dt>
            <dd css={value}>{row.location?.name ?? '(ingen)'}</dd>
          </>
        )}
        <dt css={term}>Lovgrundlag</dt>
        <dd css={value}>
          <a href={row.sourceUrl} target="_blank" rel="noopener noreferrer" css={linkStyle}>
            {row.legalBasis}
            <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {' '}
              (åbner i et nyt vindue)
            </span>
          </a>
        </dd>
        <dt css={term}>Udføres af</dt>
        <dd css={value}>{row.performers.join(', ')}</dd>
        <dt css={term}>Interval</dt>
        <dd css={value}>
          <span>{interval.main}</span>
          {interval.note && (
            <>
              <br />
              <span css={{ color: colors.muted }}>{interval.note}</span>
            </>
          )}
        </dd>
        <dt css={term}>Næste frist</dt>
        <dd css={value}>
          <time dateTime={row.nextDeadline}>{formatDate(row.nextDeadline)}</time>
        </dd>
        <dt css={term}>Ansvarlig</dt>
        <dd css={value}>{row.responsible.name}</dd>
        <dt css={term}>Seneste eftersyn</dt>
        <dd css={value}>
          {row.lastInspection ? (
            <LastInspection companyId={companyId} inspection={row.lastInspection} />
          ) : (
            'Aldrig udført'
          )}
        </dd>
        {row.inspectorLink && (
          <>
            <dt css={term}>Link til inspektør</dt>
            <dd css={value}>{linkText(row.inspectorLink, new Date())}</dd>
          </>
        )}
      </dl>
      {row.templateVersion < row.latestVersion && (
        <p css={{ margin: 0, color: colors.muted }}>
          Bygger på version {row.templateVersion} af skabelonen. Version {row.latestVersion} venter på at blive
          accepteret.
        </p>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        <Link to={dashboard.task(row.taskId)} css={linkStyle}>
          Se opgaven
        </Link>
      </div>
      {admin && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          <Button aria-describedby={titleId} onClick={() => onSend(row)}>
            Send til inspektør
          </Button>
          <Button variant="secondary" aria-describedby={titleId} onClick={() => onInterval(row)}>
            Ændr interval
          </Button>
        </div>
      )}
    </article>
  );
}
