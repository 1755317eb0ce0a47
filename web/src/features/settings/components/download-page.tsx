import { useCompanyId } from '../../../lib/use-company-id';
import { BackupSection } from './backup-section';

/** /dashboard/{companyId}/download (admins): the backup download (spec 001 §2). */
export function DownloadPage() {
  return <BackupSection companyId={useCompanyId()} headingLevel={1} />;
}
