/**
 * The app's small design vocabulary. Status colours (green, yellow, blue, slate, red) are shared
 * with the task and equipment badges of later screens (spec 001 §4), so each has a tinted
 * background (`bg`), a text colour with at least 4.5:1 contrast on it (`fg`) and a solid tone.
 */
export const colors = {
  text: '#1c2630',
  muted: '#4f5d6b',
  border: '#c5ced8',
  page: '#f3f5f7',
  surface: '#ffffff',
  primary: '#17506b',
  primaryHover: '#0f3a4f',
  primaryTint: '#e3eef3',
  focus: '#ffbf47',
  green: { bg: '#e2f3e7', fg: '#1a5e31', solid: '#2f855a' },
  yellow: { bg: '#fff1c2', fg: '#5c4200', solid: '#f2c230' },
  blue: { bg: '#e1eefa', fg: '#1c4a78', solid: '#2b6cb0' },
  slate: { bg: '#e7eaee', fg: '#37434f', solid: '#627d98' },
  red: { bg: '#fde7e7', fg: '#8f1d1d', solid: '#c0392b' },
} as const;

export type StatusColor = 'green' | 'yellow' | 'blue' | 'slate' | 'red';

export const space = (n: number) => `${n * 0.25}rem`;

export const radius = '6px';

/** A list's card with a status stripe on its left (a task of 'Din oversigt', an item of the outbox). */
export const accentCard = (stripe: string) =>
  ({
    padding: space(4),
    background: colors.surface,
    border: `1px solid ${colors.border}`,
    borderLeft: `6px solid ${stripe}`,
    borderRadius: radius,
    display: 'grid',
    gap: space(1),
  }) as const;

export const font = {
  family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  base: '16px',
} as const;

export const shadow = '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)';

/** Breakpoint below which the dashboard sidebar stacks above the content. */
export const narrow = '@media (max-width: 800px)';

/** The same visible focus ring everywhere (keyboard users must always see where they are). */
export const focusRing = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 1px ${colors.text}`,
} as const;
