import { colors } from '../../lib/theme';

/** The mark: a service book with a wrench across it. Decorative; the name is always beside it. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="5" y="3" width="22" height="26" rx="3" fill={colors.primary} />
      <rect x="5" y="3" width="5" height="26" rx="2" fill={colors.primaryHover} />
      <path
        d="M23.6 8.2a4.2 4.2 0 0 0-5.1 5.3l-6.3 6.3a1.6 1.6 0 1 0 2.3 2.3l6.3-6.3a4.2 4.2 0 0 0 5.3-5.1l-2.4 2.4-2.3-.6-.6-2.3z"
        fill="#fff"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <LogoMark />
      <span css={{ fontWeight: 700, fontSize: '1.125rem', color: colors.text }}>Servicebogen</span>
    </span>
  );
}
