import { useEffect, useId, useRef, useState } from 'react';
import type { Choice, Conflict, FormValues } from '../../lib/form/use-versioned-save';
import { colors, focusRing, radius, space } from '../../lib/theme';
import { Button } from '../ui/button';
import { FieldError } from './field-error';
import { hintStyle } from './styles';

interface Props<V extends FormValues> {
  conflict: Conflict<V>;
  /** Each field's label as the form shows it. */
  labels: Readonly<Record<keyof V & string, string>>;
  /** A value as a person reads it ('Bo Berg', '31. mar. 2027', 'Hver måned'). */
  describe: (field: keyof V & string, value: unknown) => string;
  pending: boolean;
  /** The server's refusal of the last save with the choices. */
  error?: string;
  onSave: (choices: Partial<Record<keyof V & string, Choice>>) => void;
  /** Back to the form with the person's values on the new version. */
  onEdit: () => void;
}

const MISSING = 'Vælg for hvert felt, hvad der skal gælde.';

/**
 * A conflict of a versioned edit (decision 132 "A conflict shows theirs beside yours"): the fields
 * someone else changed while the person edited them too, the person's value beside the other's,
 * one choice per field; saved again with the choices, the fields the person did not touch keeping
 * the other's values. It takes focus when it appears, as the error summary does.
 */
export function ConflictChoices<V extends FormValues>({
  conflict,
  labels,
  describe,
  pending,
  error,
  onSave,
  onEdit,
}: Props<V>) {
  const [choices, setChoices] = useState<Partial<Record<keyof V & string, Choice>>>({});
  const [tried, setTried] = useState(false);
  const box = useRef<HTMLElement>(null);
  const id = useId();
  useEffect(() => box.current?.focus(), [conflict]);
  const missing = conflict.fields.some((field) => !choices[field]);

  const option = (field: keyof V & string, side: Choice, title: string, value: string) => {
    const optionId = `${id}-${field}-${side}`;
    const checked = choices[field] === side;
    return (
      <label
        htmlFor={optionId}
        css={{
          display: 'flex',
          gap: space(3),
          alignItems: 'flex-start',
          padding: space(3),
          border: `2px solid ${checked ? colors.primary : colors.border}`,
          borderRadius: radius,
          background: checked ? colors.primaryTint : colors.surface,
          cursor: 'pointer',
          minWidth: 0,
        }}
      >
        <input
          id={optionId}
          type="radio"
          name={`${id}-${field}`}
          checked={checked}
          onChange={() => setChoices((current) => ({ ...current, [field]: side }))}
          css={{
            width: '1.5rem',
            height: '1.5rem',
            margin: '0.1rem 0 0',
            flexShrink: 0,
            accentColor: colors.primary,
            '&:focus-visible': focusRing,
          }}
        />
        <span css={{ display: 'grid', gap: space(1), minWidth: 0 }}>
          <span css={{ fontWeight: 600 }}>{title}</span>
          <span css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value || '(tom)'}</span>
        </span>
      </label>
    );
  };

  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      css={{
        border: `4px solid ${colors.yellow.solid}`,
        borderRadius: radius,
        padding: space(4),
        marginBottom: space(6),
        background: colors.surface,
        maxWidth: '48rem',
        '&:focus': { outline: `3px solid ${colors.focus}`, outlineOffset: 0 },
      }}
    >
      <h2 id={`${id}-heading`} css={{ margin: `0 0 ${space(2)}`, fontSize: '1.25rem' }}>
        Ændret af en anden
      </h2>
      <p css={{ margin: `0 0 ${space(2)}` }}>{conflict.message}</p>
      <p css={{ ...hintStyle, margin: `0 0 ${space(4)}` }}>
        Felter, du ikke har rettet, får den andens ændringer. Intet er gemt endnu.
      </p>
      <FieldError message={error} />
      {tried && missing && <FieldError id={`${id}-missing`} message={MISSING} />}
      {conflict.fields.map((field) => (
        <fieldset
          key={field}
          css={{ border: 0, padding: 0, margin: `0 0 ${space(5)}`, minWidth: 0 }}
          aria-describedby={tried && !choices[field] ? `${id}-missing` : undefined}
        >
          <legend css={{ fontWeight: 600, padding: 0, marginBottom: space(2) }}>{labels[field]}</legend>
          <div
            css={{
              display: 'grid',
              gap: space(3),
              gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
            }}
          >
            {option(field, 'mine', 'Behold din ændring', describe(field, conflict.mine[field]))}
            {option(
              field,
              'theirs',
              'Brug den andens ændring',
              conflict.names[field] ?? describe(field, conflict.theirs[field]),
            )}
          </div>
        </fieldset>
      ))}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        <Button
          loading={pending}
          onClick={() => {
            setTried(true);
            if (!missing) onSave(choices);
          }}
        >
          Gem med dine valg
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onEdit}>
          Ret videre i formularen
        </Button>
      </div>
    </section>
  );
}
