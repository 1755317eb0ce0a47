import type { Company, Location, Member, Session, Task } from '../support/contract';
import { as, errorOf } from '../support/api';
import { grantRole, newPerson, personWithRole, type Person } from '../support/factories';
import { mailbox } from '../support/mail';
import { signUpPayload, startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Rules decided from the event store, never from a read model (issue 11): real parallel HTTP
 * calls against the local runtime, with no waiting for the projections in between.
 */
let rt: TestRuntime;
let anne: Person;
let locationId: string;

beforeAll(async () => {
  rt = await startTestRuntime();
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  await upgrade(anne);
  locationId = (await rt.call<{ id: string }>('POST', '/api/locations', { ...as(anne), body: { name: 'Værksted' } }))
    .body.id;
}, 60_000);
afterAll(() => rt?.stop());

const DEADLINE = '2099-01-05T22:00:00.000Z';
const taskBody = (responsibleId: string, target: Record<string, string> = { locationId }) => ({
  title: 'Eftersyn',
  description: 'Tjek filteret.',
  type: 'AD_HOC',
  notificationPeriod: 0,
  responsibleId,
  deadline: DEADLINE,
  files: [],
  ...target,
});

async function upgrade(p: Person) {
  const id = p.ownCompanyId;
  await rt.call('PATCH', '/api/company', {
    ...as(p),
    body: { id, name: 'Firma ApS', vatNumber: '12345678', address: 'Havnegade 1', city: 'Aarhus' },
  });
  const answer = await rt.call<Company>('PATCH', '/api/company', { ...as(p), body: { id, subscription: 'UNLIMITED' } });
  if (answer.body.subscription !== 'UNLIMITED') throw new Error(`upgrade failed: ${JSON.stringify(answer.body)}`);
}

/** A person who belongs to `companyIds` only (no company of their own): invited into the first, joined to the rest. */
async function memberOnly(admin: Person, ...companyIds: string[]): Promise<Person> {
  const { user } = signUpPayload();
  const invite = await rt.call('POST', '/api/user/invite', {
    ...as(admin, companyIds[0]),
    body: { name: 'Bo Berg', emailAddress: user.emailAddress, type: 'USER' },
  });
  if (invite.status !== 201) throw new Error(`invite failed: ${invite.status} ${JSON.stringify(invite.body)}`);
  // The invitation's secret reaches only the invitee's mailbox.
  const link = (await mailbox(rt))
    .filter((m) => m.to.includes(user.emailAddress))
    .flatMap((m) => m.links)
    .find((l) => l.includes('/auth/invitation/'))!;
  const accepted = await rt.call<Session>('POST', '/api/invitation', {
    body: { token: link.split('/').pop(), name: 'Bo Berg', password: user.password },
  });
  if (accepted.status !== 201) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  let person: Person = {
    token: accepted.body.token,
    user: accepted.body.user as Person['user'],
    ownCompanyId: companyIds[0],
    emailAddress: user.emailAddress,
    password: user.password,
  };
  for (const companyId of companyIds.slice(1)) person = await grantRole(person, companyId, 'USER', admin.user.id);
  return person;
}

describe('a person responsible for open tasks cannot be deleted', () => {
  it('20 of 20: a task created, then at once a delete of its responsible, is refused', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => personWithRole(rt, anne.ownCompanyId, 'USER')));
    const outcomes = [];
    for (const bo of people) {
      const created = await rt.call('POST', '/api/task', { ...as(anne), body: taskBody(bo.user.id) });
      const deleted = await rt.call('DELETE', '/api/user', { ...as(anne), body: { id: bo.user.id } });
      outcomes.push([created.status, deleted.status, errorOf(deleted)?.code]);
    }
    expect(outcomes).toEqual(people.map(() => [201, 409, 'RESPONSIBLE_FOR_TASKS']));
  });

  it('a create and a delete sent together: never both, and a refused create names the reason', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => personWithRole(rt, anne.ownCompanyId, 'USER')));
    const outcomes = await Promise.all(
      people.map(async (bo) => {
        const [created, deleted] = await Promise.all([
          rt.call('POST', '/api/task', { ...as(anne), body: taskBody(bo.user.id) }),
          rt.call('DELETE', '/api/user', { ...as(anne), body: { id: bo.user.id } }),
        ]);
        return `${created.status} ${errorOf(created)?.code ?? ''}/${deleted.status} ${errorOf(deleted)?.code ?? ''}`;
      }),
    );
    for (const outcome of outcomes)
      expect(['201 /409 RESPONSIBLE_FOR_TASKS', '400 RESPONSIBLE_NOT_MEMBER/200 ']).toContain(outcome);
  });

  it('right after a transfer (no waiting) the person can be deleted, and the task count says 0 at once', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => personWithRole(rt, anne.ownCompanyId, 'USER')));
    const outcomes = await Promise.all(
      people.map(async (bo) => {
        const tasks = await Promise.all(
          [1, 2].map(() =>
            rt.call<{ taskId: string }>('POST', '/api/task', { ...as(anne), body: taskBody(bo.user.id) }),
          ),
        );
        const before = await rt.call<{ user: Member }>('GET', `/api/user/${bo.user.id}`, as(anne));
        const moved = await rt.call<{ updated: number }>('PATCH', '/api/task/responsibility', {
          ...as(anne),
          body: Object.fromEntries(tasks.map((t) => [t.body.taskId, anne.user.id])),
        });
        const after = await rt.call<{ user: Member }>('GET', `/api/user/${bo.user.id}`, as(anne));
        const deleted = await rt.call('DELETE', '/api/user', { ...as(anne), body: { id: bo.user.id } });
        return [before.body.user.taskCount, moved.body.updated, after.body.user.taskCount, deleted.status];
      }),
    );
    expect(outcomes).toEqual(people.map(() => [2, 2, 0, 200]));
  });

  it('completing or deleting the last open task frees the person at once', async () => {
    const [bo, cid] = await Promise.all([
      personWithRole(rt, anne.ownCompanyId, 'USER'),
      personWithRole(rt, anne.ownCompanyId, 'USER'),
    ]);
    const a = await rt.call<{ taskId: string }>('POST', '/api/task', { ...as(anne), body: taskBody(bo.user.id) });
    expect((await rt.call('DELETE', '/api/task', { ...as(anne), body: { id: a.body.taskId } })).status).toBe(200);
    expect((await rt.call('DELETE', '/api/user', { ...as(anne), body: { id: bo.user.id } })).status).toBe(200);

    const equipment = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
      ...as(anne),
      body: { make: 'Grundfos', model: 'CR 10', equipmentId: 'GF-1', category: 'Maskine', locationId },
    });
    const b = await rt.call('POST', '/api/task', {
      ...as(anne),
      body: taskBody(cid.user.id, { equipmentId: equipment.body.equipmentId }),
    });
    expect(b.status).toBe(201);
    expect((await rt.call('DELETE', '/api/user', { ...as(anne), body: { id: cid.user.id } })).status).toBe(409);
    // Deleting the equipment deletes its open tasks, and with them the responsibility.
    expect(
      (await rt.call('DELETE', '/api/equipment', { ...as(anne), body: { id: equipment.body.equipmentId } })).status,
    ).toBe(200);
    expect((await rt.call('DELETE', '/api/user', { ...as(anne), body: { id: cid.user.id } })).status).toBe(200);
  });
});

describe('note recipients are members at that moment', () => {
  it('a person removed a moment ago is refused as a recipient and gets no e-mail', async () => {
    const carl = await newPerson(rt, { name: 'Carl Carlsen', company: 'Carls Smedje' });
    const [bo, dan] = await Promise.all([
      memberOnly(anne, anne.ownCompanyId, carl.ownCompanyId),
      personWithRole(rt, anne.ownCompanyId, 'USER'),
    ]);
    await rt.drain();
    expect((await rt.call('DELETE', '/api/user', { ...as(anne), body: { id: bo.user.id } })).status).toBe(200);
    const note = await rt.call('POST', '/api/note', {
      ...as(anne),
      body: {
        locationId,
        content: 'Nøglen hænger i skabet.',
        recipientIds: [bo.user.id, dan.user.id],
        files: [],
        core: false,
      },
    });
    expect([note.status, errorOf(note)?.code]).toEqual([400, 'UNKNOWN_RECIPIENT']);
    const ok = await rt.call('POST', '/api/note', {
      ...as(anne),
      body: { locationId, content: 'Nøglen hænger i skabet.', recipientIds: [dan.user.id], files: [], core: false },
    });
    expect(ok.status).toBe(201);
    const mails = (await rt.call('GET', '/dev/mail')).body as { to: string; subject: string }[];
    expect(mails.filter((m) => m.to === bo.emailAddress && m.subject.includes('note'))).toEqual([]);
    expect(mails.filter((m) => m.to === dan.emailAddress && m.subject.includes('note'))).toHaveLength(1);
  });
});

describe('a task created while its equipment goes on standby is on standby', () => {
  it('12 parallel creates and a standby at the same moment, on each of 8 pieces of equipment: all 96 tasks on standby', async () => {
    const people = [anne, ...(await Promise.all([1, 2, 3].map(() => personWithRole(rt, anne.ownCompanyId, 'USER'))))];
    const pieces = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map(
        async (n) =>
          (
            await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
              ...as(anne),
              body: { make: 'Danfoss', model: `VLT ${n}`, equipmentId: `DF-${n}`, category: 'Maskine', locationId },
            })
          ).body.equipmentId as string,
      ),
    );
    const answers = [];
    // One piece at a time: 12 creates and the standby at once (the race is per piece of equipment).
    for (const equipmentId of pieces) {
      const create = (i: number) =>
        rt.call('POST', '/api/task', {
          ...as(anne),
          body: taskBody(people[i % 4].user.id, { equipmentId }),
        });
      const standby = () =>
        rt.call('PATCH', '/api/equipment/standby', { ...as(anne), body: { id: equipmentId, standby: true } });
      answers.push(
        ...(await Promise.all([
          ...Array.from({ length: 6 }, (_, i) => create(i)),
          standby(),
          ...Array.from({ length: 6 }, (_, i) => create(i + 6)),
        ])),
      );
    }
    expect(answers.map((a) => a.status).filter((s) => s !== 201 && s !== 200)).toEqual([]);
    // The 201s are the creations (the standby answers 200).
    const taskIds = answers.filter((a) => a.status === 201).map((a) => (a.body as { taskId: string }).taskId);
    expect(taskIds).toHaveLength(96);
    const statuses = await Promise.all(
      taskIds.map(async (id) => (await rt.call<{ task: Task }>('GET', `/api/task/${id}`, as(anne))).body.task.status),
    );
    expect(statuses.filter((s) => s !== 'STANDBY')).toEqual([]);
  }, 60_000);
});

describe('bulk changes beyond one transaction (TransactWriteItems takes 100 items)', () => {
  it('50 tasks of two people: standby, a transfer of all and the deletion of their equipment keep every count', async () => {
    const [bo, cid] = await Promise.all([
      personWithRole(rt, anne.ownCompanyId, 'USER'),
      personWithRole(rt, anne.ownCompanyId, 'USER'),
    ]);
    const equipmentId = (
      await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
        ...as(anne),
        body: { make: 'Atlas', model: 'GA 30', equipmentId: 'AC-1', category: 'Maskine', locationId },
      })
    ).body.equipmentId;
    const taskIds: string[] = [];
    for (let wave = 0; wave < 5; wave++) {
      const created = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          rt.call<{ taskId: string }>('POST', '/api/task', {
            ...as(anne),
            body: taskBody((i % 2 ? bo : cid).user.id, { equipmentId }),
          }),
        ),
      );
      taskIds.push(...created.map((c) => c.body.taskId));
    }
    const countOf = async (p: Person) =>
      (await rt.call<{ user: Member }>('GET', `/api/user/${p.user.id}`, as(anne))).body.user.taskCount;
    expect([await countOf(bo), await countOf(cid)]).toEqual([25, 25]);

    expect(
      (await rt.call('PATCH', '/api/equipment/standby', { ...as(anne), body: { id: equipmentId, standby: true } }))
        .status,
    ).toBe(200);
    const statuses = await Promise.all(
      taskIds.map(async (id) => (await rt.call<{ task: Task }>('GET', `/api/task/${id}`, as(anne))).body.task.status),
    );
    expect(new Set(statuses)).toEqual(new Set(['STANDBY']));

    const moved = await rt.call('PATCH', '/api/task/responsibility', {
      ...as(anne),
      body: Object.fromEntries(taskIds.map((id) => [id, bo.user.id])),
    });
    expect(moved.body).toEqual({ updated: 25 });
    expect([await countOf(bo), await countOf(cid)]).toEqual([50, 0]);

    expect((await rt.call('DELETE', '/api/equipment', { ...as(anne), body: { id: equipmentId } })).status).toBe(200);
    expect(await countOf(bo)).toBe(0);
    const gone = await Promise.all(
      taskIds.map(async (id) => (await rt.call('GET', `/api/task/${id}`, as(anne))).status),
    );
    expect(new Set(gone)).toEqual(new Set([404]));
    const again = await rt.call('DELETE', '/api/equipment', { ...as(anne), body: { id: equipmentId } });
    expect([again.status, errorOf(again)?.code]).toEqual([409, 'EQUIPMENT_ARCHIVED']);
  }, 90_000);
});

describe('removing a person from two companies at the same moment', () => {
  it('releases their e-mail address (8 of 8)', async () => {
    const carl = await newPerson(rt, { name: 'Carl Carlsen', company: 'Carls Smedje' });
    await upgrade(carl);
    const people = await Promise.all(
      Array.from({ length: 8 }, () => memberOnly(anne, anne.ownCompanyId, carl.ownCompanyId)),
    );
    const outcomes = await Promise.all(
      people.map(async (bo) => {
        const removed = await Promise.all([
          rt.call('DELETE', '/api/user', { ...as(anne), body: { id: bo.user.id } }),
          rt.call('DELETE', '/api/user', { ...as(carl), body: { id: bo.user.id } }),
        ]);
        const again = await rt.call('POST', '/api/company', {
          body: {
            user: { name: 'Bo Berg', emailAddress: bo.emailAddress, password: 'hemmeligt-password' },
            company: { name: 'Bos Firma', mfa: { active: false, method: 'email' } },
          },
        });
        return [...removed.map((r) => r.status), again.status];
      }),
    );
    expect(outcomes).toEqual(people.map(() => [200, 200, 201]));
  });
});

describe('ordinary concurrency never answers 409', () => {
  it('10 parallel location creates on an empty FREE company all succeed', async () => {
    const eva = await newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        rt.call('POST', '/api/locations', { ...as(eva), body: { name: `Lokation ${i + 1}` } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect((await rt.call<Company>('GET', `/api/company/${eva.ownCompanyId}`, as(eva))).body.counts).toEqual({
      equipment: 0,
      locations: 10,
    });
  });

  it('20 parallel equipment creates into one location all succeed', async () => {
    const place = (await rt.call<{ id: string }>('POST', '/api/locations', { ...as(anne), body: { name: 'Lager' } }))
      .body.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rt.call('POST', '/api/equipment', {
          ...as(anne),
          body: { make: 'Nilfisk', model: `SC ${i}`, equipmentId: `NF-${i}`, category: 'Maskine', locationId: place },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(
      (await rt.call<{ location: Location }>('GET', `/api/locations/${place}`, as(anne))).body.location.equipmentCount,
    ).toBe(20);
  });
});
