/** A note shows 2 responses until 'Vis flere svar' (spec 001 §4). */
export const RESPONSES_SHOWN = 2;

export function visibleResponses<T>(responses: readonly T[], expanded: boolean): { shown: T[]; hidden: number } {
  if (expanded || responses.length <= RESPONSES_SHOWN) return { shown: [...responses], hidden: 0 };
  return { shown: responses.slice(0, RESPONSES_SHOWN), hidden: responses.length - RESPONSES_SHOWN };
}

/** The users a note can be sent to: everyone but its author (spec 001 §5), by name. */
export function recipientOptions<T extends { id: string; name: string }>(
  users: readonly T[],
  authorId: string | undefined,
) {
  return users.filter((user) => user.id !== authorId).sort((a, b) => a.name.localeCompare(b.name, 'da'));
}

/** Recipients are offered only when the company has more than one user (spec 001 §5). */
export const offersRecipients = (users: readonly unknown[]) => users.length > 1;
