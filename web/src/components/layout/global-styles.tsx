import { Global } from '@emotion/react';
import { colors, focusRing, font } from '../../lib/theme';

export function GlobalStyles() {
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { fontSize: font.base, WebkitTextSizeAdjust: '100%' },
        body: {
          margin: 0,
          fontFamily: font.family,
          fontSize: '1rem',
          lineHeight: 1.5,
          color: colors.text,
          background: colors.page,
        },
        'h1, h2, h3': { lineHeight: 1.25, color: colors.text },
        h1: { fontSize: '2rem', margin: '0 0 1.5rem' },
        ':focus-visible': focusRing,
        '::selection': { background: colors.primaryTint },
        '@media (prefers-reduced-motion: reduce)': {
          '*': { transition: 'none !important' },
        },
      }}
    />
  );
}
