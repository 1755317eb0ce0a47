import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notifications';
import { downloadServiceBook } from '../api/download-service-book';

/**
 * 'Hent servicebog (PDF)': the equipment's details, completions, notes, pictures and on-time rate
 * in one PDF (issue 17 D). Making it can take a few seconds, so the button says so meanwhile.
 */
export function ServiceBookButton({ companyId, equipmentId }: { companyId: string; equipmentId: string }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadServiceBook(companyId, equipmentId);
    } catch (error) {
      console.error('Service book download failed', error);
      notify('dashboard', {
        heading: 'Servicebogen kunne ikke hentes',
        text: 'Noget gik galt. Prøv igen om lidt.',
        type: 'alert',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void onClick()}>
      Hent servicebog (PDF)
    </Button>
  );
}
