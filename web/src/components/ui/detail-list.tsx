import type { ReactNode } from 'react';
import { colors, radius, space } from '../../lib/theme';

/** A detail page's facts in a box: terms beside their values, under each other on small screens. */
export function DetailList({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <dl
      css={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: `${space(2)} ${space(6)}`,
        margin: `${space(6)} 0`,
        padding: space(5),
        maxWidth: '40rem',
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        '@media (max-width: 480px)': { gridTemplateColumns: '1fr' },
      }}
      className={className}
    >
      {children}
    </dl>
  );
}

/** One term and its value in a DetailList. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt css={{ fontWeight: 600 }}>{term}</dt>
      <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </>
  );
}
