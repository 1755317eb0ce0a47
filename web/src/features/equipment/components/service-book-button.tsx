import { DownloadButton } from '../../../components/ui/download-button';
import { downloadServiceBook } from '../api/download-service-book';

/**
 * 'Hent servicebog (PDF)': the equipment's details, completions, notes, pictures and on-time rate
 * in one PDF (issue 17 D). Making it can take a few seconds, so the button says so meanwhile.
 */
export function ServiceBookButton({ companyId, equipmentId }: { companyId: string; equipmentId: string }) {
  return (
    <DownloadButton
      label="Hent servicebog (PDF)"
      failureHeading="Servicebogen kunne ikke hentes"
      download={() => downloadServiceBook(companyId, equipmentId)}
    />
  );
}
