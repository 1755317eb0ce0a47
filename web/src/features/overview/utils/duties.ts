/**
 * Whether the overview shows 'Lovpligtige eftersyn overskredet' (issue 31, decision 176): when any
 * duty is overdue, or when the company has duties (then a 0 is worth saying); nothing for a company
 * without duties or an answer without the count.
 */
export function showsOverdueDuties(overview: { dutiesOverdue?: number; duties?: number }): boolean {
  if (overview.dutiesOverdue === undefined) return false;
  return overview.dutiesOverdue > 0 || (overview.duties ?? 0) > 0;
}
