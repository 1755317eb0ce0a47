import { TextField } from '../../../components/form/text-field';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
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
