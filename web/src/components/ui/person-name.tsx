import { DELETED_PERSON, type PersonRef, type PersonRole } from '../../lib/people';
import { TextLink } from './text-link';

interface Props {
  person: PersonRef;
  /** Which wording a deleted person gets (lib/people.ts). */
  role: PersonRole;
  /** The person's page, for those who may open it; a deleted person is never a link. */
  to?: string;
}

/** A person in a table or list: the name (a link when `to` is given), or, once gone, the role's wording in italics. */
export function PersonName({ person, role, to }: Props) {
  if (person.deleted) return <span css={{ fontStyle: 'italic' }}>{DELETED_PERSON[role]}</span>;
  return to ? <TextLink to={to}>{person.name}</TextLink> : <>{person.name}</>;
}
