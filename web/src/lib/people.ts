/**
 * How a person who has left the company or deleted their account is named on screen and in the
 * history CSV (decision 057 "Deleted people read the same everywhere"): by the role they had
 * there, never by name next to one that is hidden. The responsible is 'en nu slettet ansvarlig'
 * (spec 001 "Task history"); anyone else, e.g. who did a task, 'en nu slettet bruger' (spec 001 §8).
 */
export const DELETED_PERSON = {
  responsible: 'en nu slettet ansvarlig',
  user: 'en nu slettet bruger',
} as const;
export type PersonRole = keyof typeof DELETED_PERSON;

export interface PersonRef {
  name: string;
  /** Left the company or deleted their account. */
  deleted: boolean;
}

/** The person's name, or the role's wording once they are gone. */
export const personText = (person: PersonRef, role: PersonRole): string =>
  person.deleted ? DELETED_PERSON[role] : person.name;
