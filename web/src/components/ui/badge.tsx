import type { ReactNode } from 'react';
import { colors, type StatusColor } from '../../lib/theme';

/** A badge's look in `color`; long lists turn it into a class name once (task-table.tsx). */
export function badgeStyle(color: StatusColor) {
  const tone = colors[color];
  return {
    display: 'inline-block',
    padding: '0.125rem 0.5rem',
    borderRadius: '999px',
    background: tone.bg,
    color: tone.fg,
    fontSize: '0.875rem',
    fontWeight: 600,
    lineHeight: 1.4,
    // One word, never cut ('Udfø'): the column makes room for it instead.
    whiteSpace: 'nowrap',
  } as const;
}

/** A small coloured label (statuses, roles). Colour is never the only signal: it has text. */
export function Badge({ color, children }: { color: StatusColor; children: ReactNode }) {
  return <span css={badgeStyle(color)}>{children}</span>;
}
