import { stateVersionOf } from '../../domain/shared/stored-state';
import { noteDecider } from '../../domain/note/decider';
import { event } from '../../events/catalogue';
import type { StreamType } from '../../events/envelope';
import { prepare } from '../../functions/store/command';
import {
  ClaimTakenError,
  CommitTooLargeError,
  ConcurrencyError,
  MAX_EVENTS_PER_COMMIT,
  MAX_KEY_PART,
  type NewCommit,
} from '../../functions/store/commits';
import type { EventStore } from '../../functions/store/event-store';
import { newId } from '../../functions/store/ids';
import { outboxKey, recordedMail } from '../../functions/mail/outbox';
import { memberKey, membershipKey } from '../../functions/queries/memberships';
import { countsKey } from '../../functions/queries/target-counts';

/** A store under test, and a look at what it keeps beside the streams (heads, claims, rows, counters). */
export interface ContractSubject {
  store: EventStore;
  item(table: 'events' | 'readModels', pk: string, sk: string | number): Promise<Record<string, unknown> | undefined>;
}

const at = '2026-11-21T10:00:00.000Z';
const now = new Date(at);

/** A commit of `events` on a stream at `expectedVersion`, its state a plain record. */
function commitOf(
  streamType: StreamType,
  streamId: string,
  expectedVersion: number,
  events: NewCommit<unknown>['events'],
  state: Record<string, unknown> = { id: streamId },
): NewCommit<unknown> {
  return { streamType, streamId, expectedVersion, events, commitId: newId(), at, actor: 'u0', state };
}
const mfa = (companyId: string, active = true) => event('CompanyMfaChanged', { companyId, active });
const companyCommit = (companyId: string, expectedVersion: number, events = [mfa(companyId)]) =>
  commitOf('Company', companyId, expectedVersion, events, { id: companyId, version: expectedVersion + events.length });
const renamed = (userId: string, name: string) => event('UserRenamed', { userId, name });

/**
 * The event store's contract (docs/decision 074 "An event store with a contract"): one suite, run
 * against the in-memory store in the unit project (`functions/store/in-memory-event-store.test.ts`)
 * and against DynamoDB Local (`test/integration/event-store-contract.test.ts`), so the store the
 * command tests use behaves as the one the functions use.
 */
export function eventStoreContract(name: string, subjectOf: () => ContractSubject) {
  describe(`the event store contract: ${name}`, () => {
    let store: EventStore;
    let item: ContractSubject['item'];
    beforeAll(() => ({ store, item } = subjectOf()));

    describe('streams', () => {
      it('a stream without commits loads as null and reads as no commits', async () => {
        const id = newId();
        await expect(store.load('Company', id)).resolves.toBeNull();
        await expect(store.readStream('Company', id)).resolves.toEqual([]);
      });

      it('loads the state and version of the newest commit; a commit of n events moves the version by n', async () => {
        const id = newId();
        await store.append([companyCommit(id, 0)]);
        await store.append([companyCommit(id, 1, [mfa(id, false), mfa(id, true)])]);
        await expect(store.load('Company', id)).resolves.toEqual({ state: { id, version: 3 }, version: 3 });
      });

      it('reads a stream oldest first, each commit with its key, version, events and metadata', async () => {
        const id = newId();
        const first = companyCommit(id, 0);
        const second = { ...companyCommit(id, 1, [mfa(id, false), mfa(id, true)]), companyId: id };
        await store.append([first]);
        await store.append([second]);
        const commits = await store.readStream('Company', id);
        expect(commits).toEqual([
          expect.objectContaining({ pk: `Company#${id}`, sk: 1, version: 1, kind: 'commit', events: first.events }),
          expect.objectContaining({
            pk: `Company#${id}`,
            sk: 2,
            version: 3,
            streamType: 'Company',
            streamId: id,
            commitId: second.commitId,
            at,
            actor: 'u0',
            companyId: id,
            events: second.events,
          }),
        ]);
      });

      it('hands out copies: changing a loaded state changes nothing stored', async () => {
        const id = newId();
        await store.append([companyCommit(id, 0)]);
        const loaded = await store.load<Record<string, unknown>>('Company', id);
        loaded!.state.id = 'changed';
        await expect(store.load('Company', id)).resolves.toMatchObject({ state: { id } });
      });

      it('loads the state at a version a commit ended at (decision 130); a version inside a commit, beyond the newest or of no stream is null', async () => {
        const id = newId();
        await store.append([companyCommit(id, 0)]);
        await store.append([companyCommit(id, 1, [mfa(id, false), mfa(id, true)])]);
        await store.append([companyCommit(id, 3)]);
        await expect(store.loadAt('Company', id, 1)).resolves.toEqual({ state: { id, version: 1 }, version: 1 });
        await expect(store.loadAt('Company', id, 3)).resolves.toEqual({ state: { id, version: 3 }, version: 3 });
        await expect(store.loadAt('Company', id, 4)).resolves.toEqual({ state: { id, version: 4 }, version: 4 });
        for (const version of [2, 5, 1_000_000, 0, -1, 1.5])
          await expect(store.loadAt('Company', id, version)).resolves.toBeNull();
        await expect(store.loadAt('Company', newId(), 1)).resolves.toBeNull();
        await expect(store.loadAt('Company', 'x'.repeat(MAX_KEY_PART + 1), 1)).resolves.toBeNull();
      });

      it("a person's head (sort key 0) is never read as a version of their stream", async () => {
        const userId = newId();
        await store.append([commitOf('User', userId, 0, [renamed(userId, 'Anne B')], { id: userId, name: 'Anne B' })]);
        await expect(store.loadAt('User', userId, 1)).resolves.toMatchObject({ state: { name: 'Anne B' }, version: 1 });
        await expect(store.loadAt('User', userId, 2)).resolves.toBeNull();
      });

      it('an id too long to name anything loads as null', async () => {
        await expect(store.load('Company', 'x'.repeat(MAX_KEY_PART + 1))).resolves.toBeNull();
        await expect(store.getClaim('x'.repeat(MAX_KEY_PART + 1))).resolves.toBeNull();
      });
    });

    describe('versions', () => {
      it('refuses a version already taken with a concurrency error, alone or in a transaction, and keeps nothing of it', async () => {
        const id = newId();
        const other = newId();
        await store.append([companyCommit(id, 0)]);
        await expect(store.append([companyCommit(id, 0)])).rejects.toBeInstanceOf(ConcurrencyError);
        await expect(store.append([companyCommit(other, 0), companyCommit(id, 0)])).rejects.toBeInstanceOf(
          ConcurrencyError,
        );
        await expect(store.load('Company', other)).resolves.toBeNull();
        expect(await store.readStream('Company', id)).toHaveLength(1);
      });

      it('of two writers who read the same version, one wins and the other loses the race', async () => {
        const id = newId();
        await store.append([companyCommit(id, 0)]);
        const results = await Promise.allSettled([
          store.append([companyCommit(id, 1)]),
          store.append([companyCommit(id, 1)]),
        ]);
        expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
        expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(
          ConcurrencyError,
        );
        await expect(store.load('Company', id)).resolves.toMatchObject({ version: 2 });
      });

      it('appends commits of several streams, and several commits of one stream, in one transaction', async () => {
        const [a, b] = [newId(), newId()];
        await store.append([companyCommit(a, 0), companyCommit(b, 0), companyCommit(a, 1)]);
        await expect(store.load('Company', a)).resolves.toMatchObject({ version: 2 });
        await expect(store.load('Company', b)).resolves.toMatchObject({ version: 1 });
      });
    });

    describe('the outbox (decision 099 "E-mail is recorded with its commit")', () => {
      const mailTo = (to: string) =>
        recordedMail({ to, subject: 'Ny note til dig', text: 'Hej.', html: '<p>Hej.</p>' }, 'note');

      it('records e-mails with the commits that decided them, in the same transaction', async () => {
        const id = newId();
        const one = mailTo('a@eksempel.dk');
        const two = mailTo('b@eksempel.dk');
        await store.append([companyCommit(id, 0)], [], [], [one, two]);
        for (const mail of [one, two])
          expect(await item('events', outboxKey(mail.id), 0)).toMatchObject({ kind: 'outbox', mail, at });
        expect(await store.load('Company', id)).toMatchObject({ version: 1 });
      });

      it('records no e-mail when the commit is refused', async () => {
        const id = newId();
        await store.append([companyCommit(id, 0)]);
        const lost = mailTo('c@eksempel.dk');
        await expect(store.append([companyCommit(id, 0)], [], [], [lost])).rejects.toBeInstanceOf(ConcurrencyError);
        expect(await item('events', outboxKey(lost.id), 0)).toBeUndefined();
      });

      it("counts the e-mails against the transaction's 100 items", async () => {
        const mails = Array.from({ length: 100 }, (_, i) => mailTo(`m${i}@eksempel.dk`));
        await expect(store.append([companyCommit(newId(), 0)], [], [], mails)).rejects.toBeInstanceOf(
          CommitTooLargeError,
        );
      });
    });

    describe('claims', () => {
      it('takes a claim with its commits; a claim held refuses the whole transaction with a taken claim', async () => {
        const [a, b] = [newId(), newId()];
        const pk = `Email#${newId()}@firma.dk`;
        await store.append([companyCommit(a, 0)], [{ pk, attributes: { userId: 'u1' } }]);
        await expect(store.getClaim(pk)).resolves.toEqual(expect.objectContaining({ pk, userId: 'u1' }));
        const taken = store.append([companyCommit(b, 0)], [{ pk, attributes: { userId: 'u2' } }]);
        await expect(taken).rejects.toBeInstanceOf(ClaimTakenError);
        await expect(taken).rejects.toMatchObject({ claim: { pk } });
        await expect(store.load('Company', b)).resolves.toBeNull();
        await expect(store.getClaim(pk)).resolves.toMatchObject({ userId: 'u1' });
      });

      it('an unknown claim is null', async () => {
        await expect(store.getClaim(`Email#${newId()}`)).resolves.toBeNull();
      });

      it('releases a claim with a commit, so it may be taken again', async () => {
        const id = newId();
        const pk = `LocationName#${newId()}`;
        await store.append([companyCommit(id, 0)], [{ pk, attributes: { locationId: 'l1' } }]);
        await store.append([companyCommit(id, 1)], [], [pk]);
        await expect(store.getClaim(pk)).resolves.toBeNull();
        await store.append([companyCommit(id, 2)], [{ pk, attributes: { locationId: 'l2' } }]);
        await expect(store.getClaim(pk)).resolves.toMatchObject({ locationId: 'l2' });
      });

      it('a claim with `orIfExpiredBefore` is taken from a holder that has lapsed, never from one that has not', async () => {
        const id = newId();
        const pk = `Invite#${newId()}`;
        const claim = (invitationId: string, expiresAtMs: number) => ({
          pk,
          attributes: { invitationId, expiresAtMs },
          orIfExpiredBefore: 2_000,
        });
        await store.append([companyCommit(id, 0)], [claim('i1', 3_000)]);
        await expect(store.append([companyCommit(id, 1)], [claim('i2', 5_000)])).rejects.toBeInstanceOf(
          ClaimTakenError,
        );
        await store.append([companyCommit(id, 1)], [{ ...claim('i2', 1_000), orIfExpiredBefore: 4_000 }]);
        await expect(store.getClaim(pk)).resolves.toMatchObject({ invitationId: 'i2', expiresAtMs: 1_000 });
      });
    });

    describe('limits', () => {
      it(`refuses a commit of more than ${MAX_EVENTS_PER_COMMIT} events (the bus carries 10 a commit), writing nothing`, async () => {
        const id = newId();
        const events = (n: number) => Array.from({ length: n }, (_, i) => mfa(id, i % 2 === 0));
        await expect(store.append([companyCommit(id, 0, events(MAX_EVENTS_PER_COMMIT + 1))])).rejects.toBeInstanceOf(
          CommitTooLargeError,
        );
        await expect(store.load('Company', id)).resolves.toBeNull();
        await store.append([companyCommit(id, 0, events(MAX_EVENTS_PER_COMMIT))]);
        await expect(store.load('Company', id)).resolves.toMatchObject({ version: MAX_EVENTS_PER_COMMIT });
      });

      it('refuses a transaction of more than 100 items, counting claims and releases, writing nothing', async () => {
        const ids = Array.from({ length: 99 }, () => newId());
        const pk = `Email#${newId()}`;
        await expect(
          store.append(
            ids.map((id) => companyCommit(id, 0)),
            [{ pk, attributes: {} }],
            [`Email#${newId()}`],
          ),
        ).rejects.toBeInstanceOf(CommitTooLargeError);
        await expect(store.load('Company', ids[0])).resolves.toBeNull();
        await expect(store.getClaim(pk)).resolves.toBeNull();
      });

      it('refuses events that break their catalogued schema, writing nothing', async () => {
        const id = newId();
        const bad = { type: 'CompanyMfaChanged', version: 1, data: { companyId: id } } as never;
        await expect(store.append([companyCommit(id, 0, [bad])])).rejects.toThrow();
        await expect(store.load('Company', id)).resolves.toBeNull();
      });

      it('refuses a transaction that names one item twice, writing nothing', async () => {
        const [id, other] = [newId(), newId()];
        await expect(
          store.append([companyCommit(other, 0), companyCommit(id, 0), companyCommit(id, 0)]),
        ).rejects.toThrow();
        await expect(store.load('Company', other)).resolves.toBeNull();
      });
    });

    describe('what a commit writes with it', () => {
      it("keeps a person's head, the newest state of their stream, at sort key 0", async () => {
        const userId = newId();
        await store.append([
          commitOf('User', userId, 0, [renamed(userId, 'Anne B')], { id: userId, name: 'Anne B' }),
          commitOf('User', userId, 1, [renamed(userId, 'Anne C')], { id: userId, name: 'Anne C' }),
        ]);
        expect(await item('events', `User#${userId}`, 0)).toEqual({
          pk: `User#${userId}`,
          sk: 0,
          kind: 'head',
          streamType: 'User',
          streamId: userId,
          version: 2,
          state: { id: userId, name: 'Anne C' },
          stateVersion: stateVersionOf('User'),
        });
      });

      it('writes the rows that mirror the stream in the same transaction (inline projections)', async () => {
        const [userId, companyId] = [newId(), newId()];
        await store.append([
          commitOf('User', userId, 0, [event('UserJoinedCompany', { userId, companyId, role: 'USER' })]),
        ]);
        const { pk, sk } = membershipKey(userId, companyId);
        expect(await item('readModels', pk, sk)).toMatchObject({ userId, companyId, role: 'USER', version: 1 });
        const member = memberKey(companyId, userId);
        expect(await item('readModels', member.pk, member.sk)).toMatchObject({ role: 'USER', version: 1 });
      });

      it('adds to the counters of what a change counts at, and keeps no row or counter of a refused transaction', async () => {
        const [companyId, locationId] = [newId(), newId()];
        const note = (noteId: string) =>
          prepare(
            store,
            noteDecider,
            { type: 'Note', id: noteId },
            {
              type: 'CreateNote',
              noteId,
              companyId,
              target: { kind: 'LOCATION', id: locationId },
              content: 'Filteret er skiftet.',
              files: [],
              recipientIds: [],
              core: false,
              authorId: 'u0',
              authorName: 'Anne',
              memberIds: [],
              now,
            },
            { now, actor: 'u0', companyId },
          );
        await store.append([await note(newId()), await note(newId())]);
        const { pk, sk } = countsKey(companyId, { kind: 'LOCATION', id: locationId });
        expect(await item('readModels', pk, sk)).toMatchObject({ liveNotes: 2 });
        const taken = companyCommit(newId(), 0);
        await store.append([taken]);
        await expect(store.append([await note(newId()), taken])).rejects.toBeInstanceOf(ConcurrencyError);
        expect(await item('readModels', pk, sk)).toMatchObject({ liveNotes: 2 });
      });
    });

    describe('tallies and guards (decision 120)', () => {
      /** A new task of `responsibleId` on equipment `equipmentId`, as its creation commits it. */
      const taskCreated = (taskId: string, responsibleId: string, equipmentId: string, companyId: string) => ({
        ...commitOf('Task', taskId, 0, [mfa(companyId)], {
          id: taskId,
          companyId,
          responsibleId,
          target: { kind: 'EQUIPMENT', id: equipmentId },
          completed: false,
          deleted: false,
        }),
        // The commit's events do not matter to the tallies: its state before and after does.
        events: [event('TaskDeleted', { taskId })],
        before: null,
      });
      const open = (companyId: string) => `openTasks#${companyId}`;

      it('writes the tally changes a commit implies, and two writers that each add one both stand', async () => {
        const [companyId, userId, equipmentId] = [newId(), newId(), newId()];
        await Promise.all([
          store.append([taskCreated(newId(), userId, equipmentId, companyId)]),
          store.append([taskCreated(newId(), userId, equipmentId, companyId)]),
        ]);
        const person = await store.loadTally('User', userId);
        expect([person.rev, person.counters[open(companyId)]]).toEqual([2, 2]);
        expect((await store.loadTally('Equipment', equipmentId)).sets.taskIds).toHaveLength(2);
        expect(await store.loadTally('Equipment', newId())).toEqual({ rev: 0, version: 0, counters: {}, sets: {} });
      });

      it('refuses a guard on a stream that moved on, keeping nothing (its tally holds its version)', async () => {
        const [companyId, userId, equipmentId] = [newId(), newId(), newId()];
        await store.append([commitOf('User', userId, 0, [renamed(userId, 'Anne')])]);
        expect((await store.loadTally('User', userId)).version).toBe(1);
        const guarded = (version: number) =>
          store.append(
            [taskCreated(newId(), userId, equipmentId, companyId)],
            [],
            [],
            [],
            [{ streamType: 'User', streamId: userId, version }],
          );
        await expect(guarded(0)).rejects.toBeInstanceOf(ConcurrencyError);
        expect((await store.loadTally('User', userId)).rev).toBe(0);
        await guarded(1);
        expect((await store.loadTally('User', userId)).counters[open(companyId)]).toBe(1);
      });

      it('refuses a tally that changed since its rev, or a counter above its ceiling, keeping nothing', async () => {
        const [companyId, userId, equipmentId] = [newId(), newId(), newId()];
        await store.append([taskCreated(newId(), userId, equipmentId, companyId)]);
        const onEquipment = (guard: { rev?: number; atMost?: Record<string, number> }) =>
          store.append(
            [companyCommit(newId(), 0)],
            [],
            [],
            [],
            [{ streamType: 'Equipment', streamId: equipmentId, ...guard }],
          );
        await expect(onEquipment({ rev: 0 })).rejects.toBeInstanceOf(ConcurrencyError);
        await onEquipment({ rev: 1 });
        const ofPerson = (max: number) =>
          store.append(
            [taskCreated(newId(), userId, equipmentId, companyId)],
            [],
            [],
            [],
            [{ streamType: 'User', streamId: userId, atMost: { [open(companyId)]: max } }],
          );
        await expect(ofPerson(0)).rejects.toBeInstanceOf(ConcurrencyError);
        expect((await store.loadTally('User', userId)).counters[open(companyId)]).toBe(1);
        await ofPerson(1);
        expect((await store.loadTally('User', userId)).counters[open(companyId)]).toBe(2);
        // A ceiling on a tally that has none yet holds.
        await store.append(
          [companyCommit(newId(), 0)],
          [],
          [],
          [],
          [{ streamType: 'User', streamId: newId(), atMost: { [open(companyId)]: 0 } }],
        );
      });

      it('never reads a tally as a stream’s newest commit', async () => {
        const [companyId, userId] = [newId(), newId()];
        await store.append([taskCreated(newId(), userId, newId(), companyId)]);
        await expect(store.load('User', userId)).resolves.toBeNull();
        await expect(store.readStream('User', userId)).resolves.toEqual([]);
      });
    });
  });
}
