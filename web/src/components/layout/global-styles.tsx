import { Global } from '@emotion/react';
import { colors, focusRing, font, narrow } from '../../lib/theme';

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
        // Long Danish compounds ('Cirkulationspumpe') break at syllables (lang="da" in index.html)
        // and only mid-word when one word alone is wider than the line; never sideways scrolling.
        'h1, h2, h3': { lineHeight: 1.25, color: colors.text, overflowWrap: 'break-word', hyphens: 'auto' },
        'td, th, dd, p, li': { overflowWrap: 'break-word', hyphens: 'auto' },
        h1: { fontSize: '2rem', margin: '0 0 1.5rem', [narrow]: { fontSize: '1.625rem' } },
        ':focus-visible': focusRing,
        // The content area focused by the skip link: no ring around the whole page.
        '[tabindex="-1"]:focus-visible': { outline: 'none', boxShadow: 'none' },
        '::selection': { background: colors.primaryTint },
        '@media (prefers-reduced-motion: reduce)': {
          '*': { transition: 'none !important' },
        },
      }}
    />
  );
}
