import { space } from '../../lib/theme';
import { Button } from '../ui/button';

/** A form's submit button and 'Annuller' side by side. */
export function FormActions({ submitLabel, pending, onCancel }: { submitLabel: string; pending: boolean; onCancel: () => void }) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Annuller
      </Button>
    </div>
  );
}
