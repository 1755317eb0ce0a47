import type { MouseEvent } from 'react';
import { colors, focusRing, radius, space } from '../../lib/theme';

/** Every layout's content area has this id (CenteredPage, DashboardLayout, ProfilePage). */
export const MAIN_ID = 'main';

/**
 * 'Gå til indhold': the first tab stop of every page, hidden until focused, so keyboard users skip
 * the sidebar's many links (WCAG 2.4.1). Focus moves into the content itself, so the next Tab
 * continues there and not in the menu.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      css={{
        position: 'absolute',
        left: space(2),
        top: space(2),
        zIndex: 100,
        padding: `${space(2)} ${space(4)}`,
        background: colors.surface,
        color: colors.primary,
        fontWeight: 700,
        borderRadius: radius,
        // Off screen until focused; still in the tab order and read by screen readers.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', ...focusRing },
      }}
    >
      Gå til indhold
    </a>
  );
}
