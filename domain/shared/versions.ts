import * as z from 'zod';
import { DomainError } from './errors';
import { mergeFields, type MergeSpec, type Same } from './merge';

/**
 * Versioned edits (decision 130 "Versioned edits merge three-way"): every read of a task,
 * equipment, location, note, company and person carries `version`, the stream version of the
 * thing; an edit that sends it back is merged three-way against the thing at that version. An edit
 * without it behaves as before (the last writer's fields win).
 */
export const VERSION_MESSAGE = 'Angiv versionen som et helt tal fra 1 og op.';

/**
 * `version` of an edit: the one the client read; absent, the edit is not merged. One refinement
 * rather than zod's number checks, so a wrong type is a `version` message even inside a union of
 * shapes (the company patch), where zod would otherwise answer that no shape matches.
 */
export const versionField = z
  .unknown()
  .refine((value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1, {
    error: VERSION_MESSAGE,
  })
  .transform((value) => value as number)
  .optional();

/** What a versioned thing is called in its messages: definite, and capitalised for a sentence's start. */
export interface Noun {
  /** 'opgaven' */
  the: string;
  /** 'Opgaven' */
  The: string;
}

export const nouns = {
  task: { the: 'opgaven', The: 'Opgaven' },
  equipment: { the: 'udstyret', The: 'Udstyret' },
  location: { the: 'lokationen', The: 'Lokationen' },
  note: { the: 'noten', The: 'Noten' },
  company: { the: 'virksomhedens oplysninger', The: 'Virksomhedens oplysninger' },
  person: { the: 'brugeren', The: 'Brugeren' },
  ownName: { the: 'dit navn', The: 'Dit navn' },
} as const satisfies Record<string, Noun>;

/** A version the thing never had (inside a commit, from the future, or another thing's): 400, nothing changed. */
export const unknownVersion = (noun: Noun) =>
  new DomainError(
    'invalid',
    'UNKNOWN_VERSION',
    `Den version, du sendte, har ${noun.the} aldrig haft. Hent ${noun.the} igen, og prøv igen.`,
    { version: `Versionen findes ikke for ${noun.the}.` },
  );

/** 'Opgaven er ændret af en anden, mens du redigerede. Vælg, hvad der skal gælde.' */
export const staleMessage = (noun: Noun) =>
  noun === nouns.ownName
    ? 'Dit navn er ændret et andet sted, mens du redigerede. Vælg, hvad der skal gælde.'
    : `${noun.The} er ændret af en anden, mens du redigerede. Vælg, hvad der skal gælde.`;

/**
 * 409 STALE_VERSION: both the writer and someone else changed these fields to different values
 * since the writer's version; nothing was written. `fields` maps each to its current value (in the
 * API's names), `names` names the ids among them ('Bo Berg'), `version` is the thing's version now.
 */
export class StaleVersionError extends DomainError {
  constructor(
    noun: Noun,
    readonly current: Record<string, unknown>,
    readonly version: number,
    readonly names: Record<string, string> = {},
  ) {
    super('conflict', 'STALE_VERSION', staleMessage(noun));
    this.name = 'StaleVersionError';
  }
}

/** The state at the version a writer read, or the thing's `loadAt` answered null: a version it never had. */
export function baseOf<S>(loaded: { state: S } | null, noun: Noun): S {
  if (!loaded) throw unknownVersion(noun);
  return loaded.state;
}

/**
 * A one-field edit merged (a name, a role, a setting): true when the writer's value is still to be
 * written, false when it is already there or the writer did not change it (someone else's since is
 * kept); both changed to different values refuses it (409 STALE_VERSION with `field`'s current value).
 */
export function mergeOne<V>(
  field: string,
  sides: { base: V; mine: V; theirs: V; version: number },
  noun: Noun,
  same?: Same<V>,
): boolean {
  type One = Record<string, V>;
  const spec: MergeSpec<One> = { fields: [field], same: same ? { [field]: same } : undefined };
  const result = mergeFields<One>(spec, { [field]: sides.base }, { [field]: sides.mine }, { [field]: sides.theirs });
  if (!result.ok) throw new StaleVersionError(noun, { [field]: sides.theirs }, sides.version);
  return result.changes.length > 0;
}
