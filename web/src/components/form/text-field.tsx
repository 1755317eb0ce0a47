import type { InputHTMLAttributes } from 'react';
import { FieldShell, type FieldProps } from './field-shell';
import { inputStyle } from './styles';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps> & FieldProps;

/** A labelled input with its hint and error linked by aria-describedby. */
export function TextField({ id, label, value, onChange, error, hint, ...rest }: Props) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          css={inputStyle(Boolean(error))}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

/**
 * The e-mail address field ('Emailadresse', id `emailAddress`): typed as e-mail, no spelling
 * check or capitals; `autoComplete` 'email' unless the address is someone else's ('off').
 */
export function EmailField(props: Omit<Props, 'id' | 'label'>) {
  return (
    <TextField
      id="emailAddress"
      label="Emailadresse"
      type="email"
      autoComplete="email"
      spellCheck={false}
      autoCapitalize="none"
      {...props}
    />
  );
}
