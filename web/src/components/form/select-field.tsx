import { FieldShell } from './field-shell';
import { inputStyle } from './styles';

interface SelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty first option while nothing is chosen. */
  placeholder?: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

/** A labelled select with its hint and error, and an empty first option while nothing is chosen. */
export function SelectField({ id, label, value, onChange, options, placeholder, error, hint, disabled }: SelectProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          css={{ ...inputStyle(Boolean(error)), cursor: 'pointer' }}
        >
          {placeholder !== undefined && (
            <option value="" disabled={value !== ''}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
