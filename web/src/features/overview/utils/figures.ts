/**
 * Words for the overview's figures. Nothing here relies on colour or an arrow alone: the arrow is
 * drawn beside words that say the same.
 */

const oneDecimal = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export type Direction = 'up' | 'down' | 'same' | 'none';

export interface ChangeView {
  direction: Direction;
  /** The figure: '+2,5', '−1,0', '0,0' or '–'. */
  value: string;
  /** 'procentpoint' beside a figure. */
  unit: string;
  /** What it means, in words: 'stigning fra januar 2027'. */
  meaning: string;
}

/**
 * The change of the on-time percentage versus the month before, in percentage points (decision 024
 * "Monthly statistics"); absent unless both months had completions.
 */
export function changeView(change: number | null | undefined, previousMonthName: string): ChangeView {
  if (typeof change !== 'number' || !Number.isFinite(change)) {
    return { direction: 'none', value: '–', unit: '', meaning: `Kan ikke sammenlignes med ${previousMonthName}` };
  }
  const rounded = Math.round(change * 10) / 10;
  const figure = oneDecimal.format(Math.abs(rounded));
  const unit = 'procentpoint';
  if (rounded > 0) return { direction: 'up', value: `+${figure}`, unit, meaning: `Stigning fra ${previousMonthName}` };
  if (rounded < 0)
    return { direction: 'down', value: `\u2212${figure}`, unit, meaning: `Fald fra ${previousMonthName}` };
  return { direction: 'same', value: figure, unit, meaning: `Uændret fra ${previousMonthName}` };
}

/** How long a task has been overdue, in whole days on the Copenhagen clock (as the API counts them). */
export function overdueText(days: number) {
  if (days < 1) return 'Forsinket under 1 dag';
  return days === 1 ? 'Forsinket 1 dag' : `Forsinket ${days} dage`;
}
