import { stateVersionOf } from '../../domain/shared/stored-state';
import { event, type DomainEvent } from '../../events/catalogue';
import type { Envelope } from '../../events/envelope';
import type { LocationState } from '../../domain/location/decider';
import { locationRows, equipmentRows } from '../projections/inventory';
import { noteRows } from '../projections/notes';
import { commitRow } from './stream-rows';

/** The stream-row projections: where a stream's row lives, and the row a commit leaves. */
const key = { pk: 'Locations#c1', sk: 'l1' };
const created = event('LocationCreated', {
  locationId: 'l1',
  companyId: 'c1',
  name: 'Værksted',
  createdAt: '2026-11-21T10:00:00.000Z',
});
const renamed = event('LocationRenamed', { locationId: 'l1', name: 'Lager' });
const placed = event('LocationEquipmentAdded', { locationId: 'l1', equipmentId: 'e1' });

const envelopeOf = (
  e: DomainEvent,
  streamVersion: number,
  streamType: Envelope['streamType'] = 'Location',
  streamId = 'l1',
  companyId: string | null = 'c1',
): Envelope => ({
  type: e.type,
  version: 1,
  streamType,
  streamId,
  streamVersion,
  commitId: `commit-${streamVersion}`,
  at: '2026-11-21T10:00:00.000Z',
  actor: 'u1',
  companyId,
  data: e.data,
});

const location = {
  id: 'l1',
  companyId: 'c1',
  name: 'Værksted',
  createdAt: '2026-11-21T10:00:00.000Z',
  deleted: false,
  stickerCode: null,
} satisfies LocationState;
const commitOf = (events: [DomainEvent, number][], state: unknown, companyId: string | null = 'c1') => ({
  commit: { version: events.at(-1)![1], state, stateVersion: stateVersionOf('Location') },
  envelopes: events.map(([e, version]) => envelopeOf(e, version, 'Location', 'l1', companyId)),
});

/** The row a commit writes with itself (decision 058): the commit's state, at its version. */
describe('commitRow', () => {
  it('given a stream’s first commit, then its row holds the commit’s state at its version, keyed by the created company', () => {
    const { commit, envelopes } = commitOf([[created, 1]], location, null);
    expect(commitRow(locationRows, commit, envelopes)).toEqual({
      ...key,
      version: 1,
      stateVersion: stateVersionOf('Location'),
      state: location,
    });
  });

  it('given a commit of two events, then one row at the commit’s last version', () => {
    const renamedState = { ...location, name: 'Lager' };
    const { commit, envelopes } = commitOf(
      [
        [renamed, 2],
        [placed, 3],
      ],
      renamedState,
    );
    expect(commitRow(locationRows, commit, envelopes)).toMatchObject({ ...key, version: 3, state: renamedState });
  });

  it('given a commit of another stream, or one whose events name no company, then no row', () => {
    const { commit, envelopes } = commitOf([[renamed, 2]], location);
    expect(commitRow(equipmentRows, commit, envelopes)).toBeNull();
    const nameless = commitOf([[renamed, 2]], location, null);
    expect(commitRow(locationRows, nameless.commit, nameless.envelopes)).toBeNull();
  });
});

describe('row keys of the projections', () => {
  it('locations and equipment by company, from the creation event or the commit', () => {
    expect(locationRows.keyOf(envelopeOf(created, 1, 'Location', 'l1', null), created)).toEqual({
      pk: 'Locations#c1',
      sk: 'l1',
    });
    expect(locationRows.keyOf(envelopeOf(renamed, 2), renamed)).toEqual({ pk: 'Locations#c1', sk: 'l1' });
    expect(locationRows.keyOf(envelopeOf(renamed, 2, 'Location', 'l1', null), renamed)).toBeNull();
    const archived = event('EquipmentArchived', { equipmentId: 'e1' });
    expect(equipmentRows.keyOf(envelopeOf(archived, 4, 'Equipment', 'e1'), archived)).toEqual({
      pk: 'Equipment#c1',
      sk: 'e1',
    });
  });

  it('notes by company and subject, so a subject’s notes are one range', () => {
    const target = { kind: 'EQUIPMENT' as const, id: 'e1' };
    const noteCreated = event('NoteCreated', {
      noteId: 'n1',
      companyId: 'c1',
      target,
      content: 'Hej med dig',
      files: [],
      recipientIds: [],
      core: false,
      authorId: 'u1',
      authorName: 'Anne',
      datetime: '2026-11-21T10:00:00.000Z',
    });
    const archived = event('NoteArchiveChanged', { noteId: 'n1', target, archived: true });
    const want = { pk: 'Notes#c1', sk: 'EQUIPMENT#e1#n1' };
    expect(noteRows.keyOf(envelopeOf(noteCreated, 1, 'Note', 'n1', null), noteCreated)).toEqual(want);
    expect(noteRows.keyOf(envelopeOf(archived, 2, 'Note', 'n1'), archived)).toEqual(want);
  });
});
