import { Link } from 'react-router-dom';
import { faultReportStatusLabels, isOpen } from '#domain/fault-report/status';
import { formatDate, formatDateTime } from '#domain/shared/time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { linkStyle } from '../../../components/ui/text-link';
import { paths } from '../../../lib/paths';
import { accentCard, colors, radius, space } from '../../../lib/theme';
import type { FaultReport } from '../api/types';
import { statusColors } from '../utils/report-text';
import { ReportPhoto } from './report-photo';

interface Props {
  companyId: string;
  report: FaultReport;
  onMakeTask: (report: FaultReport) => void;
  onClose: (report: FaultReport) => void;
}

const term = { fontWeight: 600 } as const;
const value = { margin: 0, overflowWrap: 'anywhere' } as const;

/**
 * One fault report (decision 166): reference, status, item with its number and location, when,
 * what the visitor wrote, the photo, the reply address, the task made of it and the answer; and
 * while it is open, 'Opret opgave' (only once) and 'Luk med svar'.
 */
export function FaultReportCard({ companyId, report, onMakeTask, onClose }: Props) {
  const dashboard = paths.dashboard(companyId);
  const titleId = `fault-${report.id}-title`;
  const { item } = report;
  const itemPath = item.kind === 'equipment' ? dashboard.equipment(item.id) : dashboard.location(item.id);
  return (
    <article
      aria-labelledby={titleId}
      css={{ ...accentCard(colors[statusColors[report.status]].solid), gap: space(3), padding: space(5), minWidth: 0 }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space(1)} ${space(3)}` }}>
        <h2 id={titleId} css={{ margin: 0, fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
          {report.reference} · {item.name}
        </h2>
        <Badge color={statusColors[report.status]}>{faultReportStatusLabels[report.status]}</Badge>
      </div>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: `${space(1)} ${space(4)}`,
          margin: 0,
          '@media (max-width: 480px)': { gridTemplateColumns: '1fr', '& dd': { marginBottom: space(2) } },
        }}
      >
        <dt css={term}>{item.kind === 'equipment' ? 'Udstyr' : 'Lokation'}</dt>
        <dd css={value}>
          {item.gone ? (
            `${item.name} (nu slettet)`
          ) : (
            <Link to={itemPath} css={linkStyle}>
              {item.name}
            </Link>
          )}
        </dd>
        {item.equipmentId && (
          <>
            <dt css={term}>Nummer</dt>
            <dd css={value}>{item.equipmentId}</dd>
          </>
        )}
        {item.location && (
          <>
            <dt css={term}>Placering</dt>
            <dd css={value}>{item.location}</dd>
          </>
        )}
        <dt css={term}>Meldt</dt>
        <dd css={value}>
          <time dateTime={report.reportedAt}>{formatDateTime(report.reportedAt)}</time>
        </dd>
        <dt css={term}>Svar til</dt>
        <dd css={value}>{report.email ?? 'Ingen e-mail (anmelderen får ikke besked)'}</dd>
      </dl>
      <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.description}</p>
      {report.photo && <ReportPhoto companyId={companyId} reference={report.reference} photo={report.photo} />}
      {report.taskId && (
        <p css={{ margin: 0 }}>
          <Link to={dashboard.task(report.taskId)} css={linkStyle}>
            Se opgaven
          </Link>{' '}
          der blev oprettet fra fejlmeldingen.
        </p>
      )}
      {report.answer && (
        <div css={{ padding: space(3), background: colors.page, borderRadius: radius }}>
          <p css={{ margin: 0, fontWeight: 600 }}>
            {faultReportStatusLabels[report.status]}
            {report.closedAt ? ` ${formatDate(report.closedAt)}` : ''}
            {report.closedBy ? ` af ${report.closedBy.name}` : ''}:
          </p>
          <p css={{ margin: `${space(1)} 0 0`, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.answer}</p>
        </div>
      )}
      {isOpen(report.status) && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          {!report.taskId && (
            <Button aria-describedby={titleId} onClick={() => onMakeTask(report)}>
              Opret opgave
            </Button>
          )}
          <Button variant="secondary" aria-describedby={titleId} onClick={() => onClose(report)}>
            Luk med svar
          </Button>
        </div>
      )}
    </article>
  );
}
