import type { ReactNode } from 'react';
import { colors, space } from '../../../lib/theme';

/** The row of links under an auth form. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return (
    <nav
      aria-label="Andre muligheder"
      css={{
        marginTop: space(6),
        paddingTop: space(5),
        borderTop: `1px solid ${colors.border}`,
        display: 'flex',
        flexDirection: 'column',
        gap: space(2),
      }}
    >
      {children}
    </nav>
  );
}
