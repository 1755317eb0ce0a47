import { type Envelope } from '../../events/envelope';
import { execute } from '../../functions/store/command';
import { userDecider } from '../../domain/user/decider';
import { project } from '../../functions/projections/memberships';
import type { Company, Rebuild } from '../support/contract';
import { grantRole, newPerson, type Person } from '../support/factories';
import { rowsIn, scanReadModels, type Row } from '../support/read-models';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { envelopesOf } from '../support/deliveries';

/**
 * The directory read models (every company, each person's companies, each company's members) are
 * written with each commit (decision 058 "Inline projections (read your writes)"), not by the bus
 * (decision 121 "The bus delivers only to projections that combine streams"): the writes alone
 * leave every row at its stream's version, the bus changes none of them, and a rebuild from the
 * event store gives back the same rows.
 */

// Sign-ups hash a password (scrypt); leave room on a slow machine.
jest.setTimeout(20_000);

let rt: TestRuntime;
let people: Person[];
let envelopes: Envelope[];
/** The partitions the memberships projection writes for this scenario. */
let partitions: Set<string>;
/** What the commits wrote with themselves (the live path), read without waiting for the bus. */
let liveRows: Row[];

const membershipRows = () => rowsIn(partitions);

beforeAll(async () => {
  rt = await startTestRuntime();
  // Four sign-ups, then cross-company roles through the command path: founders (one commit with
  // two events), joins at later versions, and a person in three companies.
  people = await Promise.all(
    ['Anne', 'Bo', 'Carl', 'Dorthe'].map((name) => newPerson(rt, { name, company: `${name}s Firma` })),
  );
  const [anne, bo, carl, dorthe] = people;
  await grantRole(bo, anne.ownCompanyId, 'ADMIN');
  await grantRole(carl, anne.ownCompanyId, 'USER');
  await grantRole(carl, bo.ownCompanyId, 'ADMIN');
  await grantRole(dorthe, bo.ownCompanyId, 'SUPER_ADMIN');
  // Later versions that overwrite earlier rows: a role change and a removal.
  const ctx = { now: new Date(), actor: anne.user.id, companyId: anne.ownCompanyId };
  await execute(
    userDecider,
    { type: 'User', id: carl.user.id },
    { type: 'ChangeRole', companyId: anne.ownCompanyId, role: 'ADMIN', actorId: anne.user.id },
    ctx,
  );
  await execute(
    userDecider,
    { type: 'User', id: bo.user.id },
    { type: 'RemoveFromCompany', companyId: anne.ownCompanyId, actorId: anne.user.id, openTasks: 0 },
    ctx,
  );

  envelopes = await envelopesOf(
    people.flatMap((p) => [
      { type: 'User' as const, id: p.user.id },
      { type: 'Company' as const, id: p.ownCompanyId },
    ]),
  );
  partitions = new Set(envelopes.flatMap(project).map((row) => row.pk));
  liveRows = await membershipRows();
}, 60_000);

afterAll(async () => {
  await rt?.stop();
});

describe('the scenario', () => {
  test('the writes alone left one row per company, and per membership a row for the person and one for the company', async () => {
    const [anne, bo, carl, dorthe] = people;
    expect(envelopes.map((e) => e.type).sort()).toEqual([
      ...Array(4).fill('CompanyCreated'),
      ...Array(8).fill('UserJoinedCompany'),
      'UserLeftCompany',
      ...Array(4).fill('UserRegistered'),
      'UserRoleChanged',
    ]);
    const memberships = liveRows
      .filter((row) => row.pk.startsWith('Memberships#'))
      .map((row) => [row.userId, row.companyId, row.removed ? 'REMOVED' : row.role, row.version]);
    expect(memberships).toHaveLength(8);
    expect(memberships).toEqual(
      expect.arrayContaining([
        [anne.user.id, anne.ownCompanyId, 'SUPER_ADMIN', 2],
        [bo.user.id, anne.ownCompanyId, 'REMOVED', 4],
        [carl.user.id, anne.ownCompanyId, 'ADMIN', 5],
        [carl.user.id, bo.ownCompanyId, 'ADMIN', 4],
        [dorthe.user.id, bo.ownCompanyId, 'SUPER_ADMIN', 3],
      ]),
    );
    const members = liveRows
      .filter((row) => row.pk.startsWith('Members#'))
      .map((row) => [row.userId, row.companyId, row.removed ? 'REMOVED' : row.role, row.version]);
    expect(members.sort()).toEqual(memberships.sort());
    expect(
      liveRows
        .filter((row) => row.pk === 'Companies')
        .map((row) => row.companyId)
        .sort(),
    ).toEqual(people.map((p) => p.ownCompanyId).sort());
  });

  test('a client sees the memberships: Carl lists his own company, Anne’s and Bo’s', async () => {
    const [anne, bo, carl] = people;
    const answer = await rt.call<Company[]>('GET', '/api/company', {
      token: carl.token,
      query: { userId: carl.user.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.map((c: { id: string }) => c.id).sort()).toEqual(
      [carl.ownCompanyId, anne.ownCompanyId, bo.ownCompanyId].sort(),
    );
  });

  test('the bus, drained, changes none of them', async () => {
    await rt.drain();
    expect(await membershipRows()).toEqual(liveRows);
  });
});

describe('a rebuild (POST /dev/rebuild)', () => {
  test('gives back exactly the rows from before it', async () => {
    const before = await scanReadModels();
    expect(before.length).toBeGreaterThan(0);
    const answer = await rt.call<Rebuild>('POST', '/dev/rebuild');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      deleted: before.length,
      commits: expect.any(Number),
      deliveries: expect.any(Number),
    });
    expect(answer.body.commits).toBeGreaterThanOrEqual(12);
    expect(await membershipRows()).toEqual(liveRows);
    expect(await scanReadModels()).toEqual(before);
  });

  test('clients see the same companies after it', async () => {
    for (const person of people) {
      const answer = await rt.call<Company[]>('GET', '/api/company', {
        token: person.token,
        query: { userId: person.user.id },
      });
      const expected = liveRows
        .filter((row) => row.pk === `Memberships#${person.user.id}` && !row.removed)
        .map((row) => row.companyId);
      expect(answer.body.map((c: { id: string }) => c.id).sort()).toEqual(expected.sort());
    }
  });

  test('twice in a row changes nothing either, and new sign-ups after it are projected as usual', async () => {
    const before = await scanReadModels();
    expect((await rt.call('POST', '/dev/rebuild')).status).toBe(200);
    expect(await scanReadModels()).toEqual(before);

    const late = await newPerson(rt, { company: 'Efternøler ApS' });
    await rt.drain();
    const answer = await rt.call<Company[]>('GET', '/api/company', {
      token: late.token,
      query: { userId: late.user.id },
    });
    expect(answer.body.map((c: { id: string }) => c.id)).toEqual([late.ownCompanyId]);
  });
});
