import { useEffect, useId, useRef } from 'react';
import type { FormError } from '../../lib/form/form-error';
import { colors, radius, space } from '../../lib/theme';
import { linkStyle } from '../ui/text-link';

/**
 * 'Der er et problem' with every error listed (spec 000 §5). It takes focus when it appears, so
 * keyboard and screen-reader users land on it; each line links to its field.
 */
export function ErrorSummary({ errors }: { errors: FormError[] }) {
  const box = useRef<HTMLDivElement>(null);
  // Unique, as a page can hold more than one form (a note and an answer to another note).
  const titleId = `${useId()}-error-summary-title`;
  const shown = errors.length > 0;
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      aria-labelledby={titleId}
      css={{
        border: `4px solid ${colors.red.solid}`,
        borderRadius: radius,
        padding: space(4),
        marginBottom: space(6),
        background: colors.surface,
        '&:focus': { outline: `3px solid ${colors.focus}`, outlineOffset: 0 },
      }}
    >
      <h2 id={titleId} css={{ margin: `0 0 ${space(2)}`, fontSize: '1.25rem' }}>
        Der er et problem
      </h2>
      <ul css={{ margin: 0, paddingLeft: space(5), color: colors.red.fg, fontWeight: 600 }}>
        {errors.map((error) => (
          <li key={`${error.field ?? 'form'}-${error.message}`}>
            {error.field ? (
              <a
                href={`#${error.field}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(error.field ?? '')?.focus();
                }}
                css={{ ...linkStyle, color: colors.red.fg }}
              >
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
