import { useState } from 'react';
import { colors, focusRing, radius, space } from '../../lib/theme';
import { FieldError } from './field-error';
import { describedBy, fieldStyle, hintStyle, inputStyle, labelStyle } from './styles';

interface Props {
  id: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with the 'Vis' / 'Skjul' toggle (spec 000 §2). */
export function PasswordField({ id, label = 'Password', value, onChange, error, hint, autoComplete }: Props) {
  const [visible, setVisible] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      {hint && (
        <span id={hintId} css={hintStyle}>
          {hint}
        </span>
      )}
      <FieldError id={errorId} message={error} />
      <div css={{ display: 'flex', gap: space(2) }}>
        <input
          id={id}
          name={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          css={inputStyle(Boolean(error))}
        />
        <button
          type="button"
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          css={{
            minWidth: '4.5rem',
            padding: `0 ${space(3)}`,
            font: 'inherit',
            fontWeight: 600,
            color: colors.primary,
            background: colors.surface,
            border: `2px solid ${colors.primary}`,
            borderRadius: radius,
            cursor: 'pointer',
            '&:hover': { background: colors.primaryTint },
            '&:focus-visible': focusRing,
          }}
        >
          {visible ? 'Skjul' : 'Vis'}
        </button>
      </div>
    </div>
  );
}
