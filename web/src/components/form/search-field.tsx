import { colors, space } from '../../lib/theme';
import { inputStyle } from './styles';

interface Props {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Id of the text that tells how many rows match (read out as the list changes). */
  describedBy?: string;
}

/** A list's search box, labelled 'Søg' (spec 001 §9: searching starts at 2 characters). */
export function SearchField({ value, onChange, placeholder, describedBy }: Props) {
  return (
    <div css={{ display: 'grid', gap: space(1), flex: '1 1 16rem', maxWidth: '28rem' }}>
      <label htmlFor="search" css={{ fontWeight: 600 }}>
        Søg
      </label>
      <input
        id="search"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        aria-describedby={describedBy}
        css={{ ...inputStyle(false), '&::placeholder': { color: colors.muted } }}
      />
    </div>
  );
}
