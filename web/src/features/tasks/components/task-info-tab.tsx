import { useParams } from 'react-router-dom';
import { AttachmentList } from '../../../components/files/attachment-list';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useTask } from '../api/get-task';

const headingStyle = { fontSize: '1.25rem', margin: `${space(6)} 0 ${space(2)}` } as const;

/** tasks/{id}/info: the description with its line breaks, and the task's files (spec 001 §2). */
export function TaskInfoTab() {
  const companyId = useCompanyId();
  const { taskId = '' } = useParams();
  // The page above has read the task already (same SWR key), so this shows at once.
  const { task } = useTask(companyId, taskId);
  if (!task) return null;
  const files = task.attachments ?? [];

  return (
    <section aria-label="Info">
      <h2 css={{ ...headingStyle, marginTop: 0 }}>Beskrivelse</h2>
      <p css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '45rem', margin: 0 }}>{task.description}</p>
      <h2 css={headingStyle}>Filer</h2>
      {files.length === 0 ? (
        <p css={{ color: colors.muted, margin: 0 }}>Ingen filer</p>
      ) : (
        <AttachmentList attachments={files} />
      )}
    </section>
  );
}
