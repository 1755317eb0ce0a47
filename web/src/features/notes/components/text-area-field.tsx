import type { TextareaHTMLAttributes } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { describedBy, fieldStyle, hintStyle, inputStyle, labelStyle } from '../../../components/form/styles';

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled textarea with its hint and error, like the shared TextField. */
export function TextAreaField({ id, label, value, onChange, error, hint, ...rest }: Props) {
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
      <textarea
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        css={{ ...inputStyle(Boolean(error)), resize: 'vertical', lineHeight: 1.5 }}
        {...rest}
      />
    </div>
  );
}
