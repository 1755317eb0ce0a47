import { Button } from '../../../components/ui/button';
import { downloadCsv } from '../../../lib/csv';

/**
 * Downloads what is on screen as a CSV file. A failure is only logged (spec 001 §8: CSV download
 * failures are only logged).
 */
export function CsvButton({
  label,
  fileName,
  build,
  disabled,
}: {
  label: string;
  fileName: string;
  build: () => string;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="secondary"
      disabled={disabled}
      onClick={() => {
        try {
          downloadCsv(fileName, build());
        } catch (error) {
          console.error('CSV download failed', error);
        }
      }}
    >
      {label}
    </Button>
  );
}
