import type { ReactNode } from 'react';
import { colors, radius, shadow, space } from '../../lib/theme';

/** A single card in the middle of the page (auth screens, errors, not found). */
export function CenteredPage({ children, width = '30rem' }: { children: ReactNode; width?: string }) {
  return (
    <main id="main" css={{ flex: 1, display: 'flex', justifyContent: 'center', padding: `${space(12)} ${space(4)}` }}>
      <div
        css={{
          width: '100%',
          maxWidth: width,
          alignSelf: 'flex-start',
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: radius,
          boxShadow: shadow,
          padding: `${space(8)} ${space(8)}`,
          '@media (max-width: 480px)': { padding: space(5) },
        }}
      >
        {children}
      </div>
    </main>
  );
}
