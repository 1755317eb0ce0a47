import { useState } from 'react';
import { colors, focusRing, radius, space } from '../../lib/theme';
import { FieldShell, type FieldProps } from './field-shell';
import { inputStyle } from './styles';

interface Props extends Omit<FieldProps, 'label'> {
  label?: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with the 'Vis' / 'Skjul' toggle (spec 000 §2). */
export function PasswordField({ id, label = 'Password', value, onChange, error, hint, autoComplete }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div css={{ display: 'flex', gap: space(2) }}>
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete={autoComplete}
            spellCheck={false}
            autoCapitalize="none"
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
      )}
    </FieldShell>
  );
}
