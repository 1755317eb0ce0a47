import { space } from '../../../lib/theme';

/** The h2 of each part of the overview. */
export const sectionHeading = { fontSize: '1.375rem', margin: `0 0 ${space(2)}` } as const;

/** A timeline: items under each other, no bullets. */
export const timelineList = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(2) } as const;
