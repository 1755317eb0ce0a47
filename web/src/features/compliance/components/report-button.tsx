import { DownloadButton } from '../../../components/ui/download-button';
import { downloadReport } from '../api/download-report';

/** 'Hent PDF': the inspection-ready PDF of one location or the whole company; making it can take seconds. */
export function ReportButton({
  companyId,
  locationId,
  label,
}: {
  companyId: string;
  locationId?: string;
  label: string;
}) {
  return (
    <DownloadButton
      label={label}
      failureHeading="PDF’en kunne ikke hentes"
      download={() => downloadReport(companyId, locationId)}
    />
  );
}
