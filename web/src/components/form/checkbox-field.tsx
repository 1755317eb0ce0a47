import { colors, focusRing, space } from '../../lib/theme';
import { FieldError } from './field-error';
import { describedBy, hintStyle } from './styles';

interface Props {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint?: string;
}

export function CheckboxField({ id, label, checked, onChange, error, hint }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div css={{ marginBottom: space(4) }}>
      <FieldError id={errorId} message={error} />
      <div css={{ display: 'flex', alignItems: 'flex-start', gap: space(3) }}>
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          css={{
            width: '1.5rem',
            height: '1.5rem',
            margin: '0.1rem 0 0',
            flexShrink: 0,
            accentColor: colors.primary,
            '&:focus-visible': focusRing,
          }}
        />
        <div>
          <label htmlFor={id}>{label}</label>
          {hint && (
            <div id={hintId} css={hintStyle}>
              {hint}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
