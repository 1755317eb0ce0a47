import { space } from '../../lib/theme';
import { Button } from '../ui/button';

interface Props {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** Submit stays disabled (e.g. until the form is valid, or while nothing changed). */
  disabled?: boolean;
  /** The id of a text that says why submit is disabled. */
  describedBy?: string;
}

/** A form's submit button and 'Annuller' side by side. */
export function FormActions({ submitLabel, pending, onCancel, disabled = false, describedBy }: Props) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) }}>
      <Button type="submit" loading={pending} disabled={disabled} aria-describedby={describedBy}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Annuller
      </Button>
    </div>
  );
}
