import { useState } from 'react';
import { inspectionResultLabels } from '#domain/inspection/types';
import { formatDate } from '#domain/shared/time';
import { CompletionAnswers } from '../../../components/checklist/completion-answers';
import { linkButtonStyle } from '../../../components/ui/button';
import { notify } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { colors, space } from '../../../lib/theme';
import { getFileUrl } from '../api/get-file-url';
import type { ComplianceRow } from '../api/types';

type Inspection = NonNullable<ComplianceRow['lastInspection']>;

/**
 * The last inspection's evidence: the day, who did it (the inspector with company, certificate and
 * result where an inspector did), its answers as the history shows them, and the report's files
 * as downloads (their link is asked for on the click, as it lives 10 minutes).
 */
export function LastInspection({ companyId, inspection }: { companyId: string; inspection: Inspection }) {
  const { inspector } = inspection;
  return (
    <div css={{ display: 'grid', gap: space(1) }}>
      <span>
        <time dateTime={inspection.finishedOn}>{formatDate(inspection.finishedOn)}</time>
        {inspection.late ? ' (efter fristen)' : ''}
        {inspector ? ` af ${inspector.name}, ${inspector.company}` : ` af ${inspection.completedByName}`}
      </span>
      {inspector && (
        <span>
          Certifikatnummer: {inspector.certificateNumber || '(ikke oplyst)'}. Resultat:{' '}
          <strong css={{ color: inspector.result === 'NOT_APPROVED' ? colors.red.fg : colors.text }}>
            {inspectionResultLabels[inspector.result]}
          </strong>
        </span>
      )}
      {inspection.answers.length > 0 && (
        <CompletionAnswers
          completion={{ answers: inspection.answers, followUps: [] }}
          dashboard={paths.dashboard(companyId)}
          links={false}
        />
      )}
      {inspection.files.length > 0 && (
        <ul
          aria-label="Rapport og filer"
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(1) }}
        >
          {inspection.files.map((file) => (
            <li key={file.key}>
              <FileLink companyId={companyId} file={file} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FileLink({ companyId, file }: { companyId: string; file: { key: string; name: string } }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    const answer = await getFileUrl(companyId, file.key);
    setBusy(false);
    if (answer.ok) window.location.assign(answer.data.url);
    else notify('dashboard', { heading: 'Filen kunne ikke hentes', text: 'Prøv igen om lidt.', type: 'alert' });
  };
  return (
    <button
      type="button"
      onClick={() => void open()}
      aria-busy={busy}
      css={{ ...linkButtonStyle, padding: 0, textAlign: 'left', overflowWrap: 'anywhere' }}
    >
      {file.name}
    </button>
  );
}
