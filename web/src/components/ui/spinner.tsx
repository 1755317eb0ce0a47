import { keyframes } from '@emotion/react';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A decorative spinner; say in words what is loading next to it. */
export function Spinner({ size = '1.5rem' }: { size?: string }) {
  return (
    <span
      aria-hidden="true"
      css={{
        display: 'inline-block',
        width: size,
        height: size,
        border: '0.15em solid currentColor',
        borderRightColor: 'transparent',
        borderRadius: '50%',
        animation: `${spin} 0.8s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
      }}
    />
  );
}

/** A centred loading message for a page or panel. */
export function Loading({ label = 'Henter…' }: { label?: string }) {
  return (
    <p role="status" css={{ display: 'flex', alignItems: 'center', gap: '0.75rem', padding: '2rem 0' }}>
      <Spinner />
      {label}
    </p>
  );
}
