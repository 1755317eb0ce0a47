import type { ButtonHTMLAttributes } from 'react';
import { colors, focusRing, radius, space } from '../../lib/theme';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'quiet';

const variants = {
  primary: {
    background: colors.primary,
    color: '#fff',
    borderColor: colors.primary,
    '&:hover:not(:disabled)': { background: colors.primaryHover },
  },
  secondary: {
    background: colors.surface,
    color: colors.primary,
    borderColor: colors.primary,
    '&:hover:not(:disabled)': { background: colors.primaryTint },
  },
  quiet: {
    background: 'transparent',
    color: 'inherit',
    borderColor: 'transparent',
    textDecoration: 'underline',
    '&:hover:not(:disabled)': { textDecorationThickness: '2px' },
  },
} as const;

export const buttonStyle = (variant: Variant = 'primary') => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space(2),
  minHeight: '2.75rem',
  padding: `${space(2)} ${space(5)}`,
  border: '2px solid',
  borderRadius: radius,
  font: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: 'pointer',
  textDecoration: 'none',
  ...variants[variant],
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.65, cursor: 'not-allowed' },
});

/** A small action inside text or a list ('Fjern'): a real button that looks like a link. */
export const linkButtonStyle = {
  padding: `0 ${space(1)}`,
  font: 'inherit',
  color: colors.primary,
  background: 'none',
  border: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
} as const;

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  loading?: boolean;
}

/** A button; `loading` keeps its label, adds a spinner and blocks a second press. */
export function Button({ variant, loading = false, children, disabled, type, ...rest }: Props) {
  return (
    <button
      type={type ?? 'button'}
      css={buttonStyle(variant)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="1em" />}
      {children}
    </button>
  );
}
