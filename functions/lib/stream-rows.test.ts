import { stateVersionOf } from '../../domain/shared/stored-state';
import { event, type DomainEvent } from '../../events/catalogue';
import type { Envelope } from '../../events/envelope';
import type { LocationState } from '../../domain/location/decider';
import { locationRows, equipmentRows } from '../projections/inventory';
import { noteRows } from '../projections/notes';
import { nextRow, type StreamRow } from './stream-rows';

/** The pure step of the stream-row projections: one event onto the row it directly follows. */
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

const step = (row: StreamRow<LocationState> | null, e: DomainEvent, version: number) =>
  nextRow(locationRows, row, envelopeOf(e, version), e, key);

describe('nextRow', () => {
  it('starts a row from the first event of a stream', () => {
    expect(step(null, created, 1)).toEqual({
      ...key,
      version: 1,
      stateVersion: stateVersionOf('Location'),
      state: {
        id: 'l1',
        companyId: 'c1',
        name: 'Værksted',
        createdAt: '2026-11-21T10:00:00.000Z',
        deleted: false,
        stickerCode: null,
      },
    });
  });

  it('applies each contiguous event in turn', () => {
    const one = step(null, created, 1)!;
    const two = step(one, renamed, 2)!;
    const three = step(two, placed, 3)!;
    expect([two.version, two.state.name]).toEqual([2, 'Lager']);
    expect([three.version, three.state.name]).toEqual([3, 'Lager']);
  });

  it('returns null on a gap: a later event before the one it follows', () => {
    expect(step(null, renamed, 2)).toBeNull();
    const one = step(null, created, 1)!;
    expect(step(one, placed, 3)).toBeNull();
  });

  it('returns null for a repeated or older event', () => {
    const one = step(null, created, 1)!;
    const two = step(one, renamed, 2)!;
    expect(step(two, renamed, 2)).toBeNull();
    expect(step(two, created, 1)).toBeNull();
  });

  it('does not change the row it is given', () => {
    const one = step(null, created, 1)!;
    const copy = JSON.parse(JSON.stringify(one));
    step(one, placed, 2);
    expect(one).toEqual(copy);
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
