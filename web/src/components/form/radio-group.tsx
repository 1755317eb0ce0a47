import { colors, focusRing, space } from '../../lib/theme';
import { FieldError } from './field-error';
import { describedBy, hintStyle, labelStyle } from './styles';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

interface Props<T extends string> {
  /** The group's id; the first radio gets it too, so the error summary can focus it. */
  id: string;
  legend: string;
  options: RadioOption<T>[];
  value: T | '';
  onChange: (value: T) => void;
  error?: string;
  hint?: string;
  /** Shown but not changeable: every radio `disabled` and greyed, not only described so. */
  disabled?: boolean;
}

/** A fieldset of radios with its legend, hint and error. */
export function RadioGroup<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  disabled = false,
}: Props<T>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      disabled={disabled}
      aria-describedby={describedBy(hintId, errorId)}
      css={{ border: 0, padding: 0, margin: `0 0 ${space(5)}`, minWidth: 0 }}
    >
      <legend css={{ ...labelStyle, padding: 0, marginBottom: space(1) }}>{legend}</legend>
      {hint && (
        <p id={hintId} css={{ ...hintStyle, margin: `0 0 ${space(2)}` }}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
      <div css={{ display: 'grid', gap: space(3), marginTop: space(2) }}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value} css={{ display: 'flex', alignItems: 'flex-start', gap: space(3) }}>
              <input
                id={optionId}
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={optionHintId}
                css={{
                  width: '1.5rem',
                  height: '1.5rem',
                  margin: '0.1rem 0 0',
                  flexShrink: 0,
                  accentColor: colors.primary,
                  '&:focus-visible': focusRing,
                  '&:disabled': { accentColor: colors.muted, cursor: 'not-allowed' },
                }}
              />
              <div css={disabled ? { color: colors.muted, cursor: 'not-allowed' } : undefined}>
                <label htmlFor={optionId} css={disabled ? { cursor: 'not-allowed' } : undefined}>
                  {option.label}
                </label>
                {option.hint && (
                  <div id={optionHintId} css={hintStyle}>
                    {option.hint}
                  </div>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
