import { colors, narrow, space } from '../../lib/theme';
import { inputStyle } from './styles';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}

/** A labelled select for the list's filters. */
export function FilterSelect({ id, label, value, onChange, options }: Props) {
  return (
    <div css={{ display: 'grid', gap: space(1), flex: '1 1 10rem', maxWidth: '16rem', [narrow]: { maxWidth: 'none' } }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        css={{ ...inputStyle(false), color: colors.text, cursor: 'pointer' }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
