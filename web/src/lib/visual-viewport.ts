import { useSyncExternalStore } from 'react';

/**
 * How many pixels at the bottom of the layout viewport the person cannot see: a phone's on-screen
 * keyboard (which shrinks only the visual viewport, in Chrome on Android as in Safari on iOS) or a
 * pinch zoom. Something fixed at the bottom is lifted by this much to stay in sight.
 */
export function hiddenBottom(layoutHeight: number, visual: { height: number; offsetTop: number }): number {
  return Math.max(0, Math.round(layoutHeight - visual.offsetTop - visual.height));
}

const snapshot = () =>
  typeof window === 'undefined' || !window.visualViewport
    ? 0
    : hiddenBottom(document.documentElement.clientHeight, window.visualViewport);

function subscribe(listener: () => void) {
  const visual = typeof window === 'undefined' ? undefined : window.visualViewport;
  if (!visual) return () => {};
  visual.addEventListener('resize', listener);
  visual.addEventListener('scroll', listener);
  return () => {
    visual.removeEventListener('resize', listener);
    visual.removeEventListener('scroll', listener);
  };
}

/** `hiddenBottom` of this window, kept up to date as the keyboard opens and closes. */
export const useHiddenBottom = () => useSyncExternalStore(subscribe, snapshot, () => 0);
