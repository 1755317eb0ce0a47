import { colors, focusRing, radius, space } from '../../lib/theme';

export const fieldStyle = { display: 'grid', gap: space(1), marginBottom: space(5) } as const;

export const labelStyle = { fontWeight: 600 } as const;

export const hintStyle = { color: colors.muted, fontSize: '0.9375rem' } as const;

export const errorTextStyle = {
  color: colors.red.fg,
  fontWeight: 600,
  margin: 0,
} as const;

export const inputStyle = (invalid: boolean) =>
  ({
    width: '100%',
    minHeight: '2.75rem',
    padding: `${space(2)} ${space(3)}`,
    font: 'inherit',
    color: colors.text,
    background: colors.surface,
    border: `2px solid ${invalid ? colors.red.solid : colors.muted}`,
    borderRadius: radius,
    '&:focus-visible': focusRing,
  }) as const;

/** `aria-describedby` from the ids that exist. */
export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
