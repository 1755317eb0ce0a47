import type { TextareaHTMLAttributes } from 'react';
import { FieldShell, type FieldProps } from './field-shell';
import { inputStyle } from './styles';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps> & FieldProps;

/** A labelled textarea with its hint and error, like TextField. */
export function TextAreaField({ id, label, value, onChange, error, hint, ...rest }: Props) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          css={{ ...inputStyle(Boolean(error)), resize: 'vertical', lineHeight: 1.5 }}
          {...rest}
        />
      )}
    </FieldShell>
  );
}
