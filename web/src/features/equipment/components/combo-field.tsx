import type { FieldProps } from '../../../components/form/field-shell';
import { TextField } from '../../../components/form/text-field';

interface Props extends FieldProps {
  /** Existing values to pick from; anything else may be typed (spec 001 §5). */
  options: string[];
}

/** A text field that suggests existing values (a native datalist) but takes a new one too. */
export function ComboField({ options, ...field }: Props) {
  const listId = `${field.id}-options`;
  return (
    <>
      <TextField {...field} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  );
}
