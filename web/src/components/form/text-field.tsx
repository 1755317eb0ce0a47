import type { InputHTMLAttributes } from 'react';
import { FieldError } from './field-error';
import { describedBy, fieldStyle, hintStyle, inputStyle, labelStyle } from './styles';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and error linked by aria-describedby. */
export function TextField({ id, label, value, onChange, error, hint, ...rest }: Props) {
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
      <input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        css={inputStyle(Boolean(error))}
        {...rest}
      />
    </div>
  );
}
