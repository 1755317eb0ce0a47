import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notifications';
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
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadReport(companyId, locationId);
    } catch (error) {
      console.error('Compliance report download failed', error);
      notify('dashboard', {
        heading: 'PDF’en kunne ikke hentes',
        text: 'Noget gik galt. Prøv igen om lidt.',
        type: 'alert',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void onClick()}>
      {label}
    </Button>
  );
}
