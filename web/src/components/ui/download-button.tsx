import { useState } from 'react';
import { notify } from '../../lib/notifications';
import { Button } from './button';

/**
 * A button that fetches a file made on demand (a service book, an inspection-ready PDF) and
 * downloads it. Making it can take seconds, so the button says so meanwhile; a failure says so in
 * Danish under `failureHeading`.
 */
export function DownloadButton({
  label,
  failureHeading,
  download,
}: {
  label: string;
  failureHeading: string;
  download: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      console.error(`${label} failed`, error);
      notify('dashboard', { heading: failureHeading, text: 'Noget gik galt. Prøv igen om lidt.', type: 'alert' });
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
