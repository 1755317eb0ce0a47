import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { describedBy, fieldStyle, hintStyle, labelStyle } from './styles';

/** What the control inside a FieldShell needs to be named by, and linked to, its label, hint and error. */
export interface FieldControl {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The props of a labelled text control (TextField, TextAreaField and the fields built on them). */
export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

interface Props extends Pick<FieldProps, 'id' | 'label' | 'error' | 'hint'> {
  /** The control, given the id, name and aria attributes to put on it. */
  children: (control: FieldControl) => ReactNode;
}

/** A field's label, hint and error above its control; the control points at them with aria-describedby. */
export function FieldShell({ id, label, error, hint, children }: Props) {
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
      {children({
        id,
        name: id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, errorId),
      })}
    </div>
  );
}
