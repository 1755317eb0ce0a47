import type { Task } from '../support/contract';
import { as, createEquipment, createLocation, errorOf, ok } from '../support/api';
import { moveServerClock, setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { DUTY_DISCLAIMER, templateVersion } from '../../domain/inspection/catalogue';
import type { ComplianceRow, TemplateUpdate } from '../../functions/queries/compliance';

/**
 * Lovpligtige eftersyn through the local runtime (issue 31, decision 173): applying a duty
 * (F-gas's interval from the gas and kilograms, a refusal under 5 t CO₂e, another interval with a
 * reason), the compliance view's states as the months pass, its filters and counts, who sees what,
 * a template's newer version accepted, and versioned writes.
 */
let rt: TestRuntime;
let anne: Person;
/** A USER in Anne's company, responsible for the cooling units. */
let bo: Person;
/** Another company's admin. */
let eva: Person;
let basement: string;
let roof: string;
let cooler: string;
let roofCooler: string;
let boiler: string;

type View = { counts: Record<string, number>; rows: ComplianceRow[]; updates: TemplateUpdate[]; matched: number };

/** Monday 2027-03-01, 10:00 in Copenhagen. */
const START = '2027-03-01T09:00:00.000Z';
/** Tuesday 2027-06-01, the first deadline. */
const JUNE_FIRST = '2027-06-01T10:00:00.000Z';

/** An equipment's required fields. */
const item = (name: string, category: string) => ({ name, category, make: 'Danfoss', model: 'X1', equipmentId: name });

const people = () => [anne, bo, eva];
const at = (iso: string) => moveServerClock(rt, new Date(iso), people());

const fgas = (body: Record<string, unknown> = {}) => ({
  dutyId: 'FGAS_LEAK_CHECK',
  templateVersion: 1,
  params: { gas: 'R-410A', kg: 6, leakDetection: false },
  equipmentId: cooler,
  responsibleId: bo.user.id,
  deadline: JUNE_FIRST,
  notificationPeriod: 30,
  ...body,
});

const apply = (body: Record<string, unknown>, who = anne) =>
  rt.call<{ id: string; version: number }>('POST', '/api/compliance/apply', { ...as(who, anne.ownCompanyId), body });

const view = async (who = anne, query: Record<string, string> = {}, companyId = anne.ownCompanyId) => {
  const answer = await rt.call<View>('GET', '/api/compliance/duties', {
    token: who.token,
    query: { companyId, ...query },
  });
  return answer;
};

const rowOf = async (taskId: string) => (await ok(view())).rows.find((row) => row.taskId === taskId)!;
const taskOf = async (id: string) => (await ok(rt.call<{ task: Task }>('GET', `/api/task/${id}`, as(anne)))).task;

async function upload(who: Person, fileName: string): Promise<string> {
  const bytes = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const answer = await ok(
    rt.call<{ url: string; key: string }>('POST', '/api/upload', {
      ...as(who, anne.ownCompanyId),
      body: { fileName, contentType: 'image/png', size: bytes.length },
    }),
  );
  const put = await fetch(answer.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: bytes });
  expect(put.status).toBe(200);
  return answer.key;
}

/** Bo completes an F-gas task with every required item answered and the service report attached. */
async function completeFgas(taskId: string) {
  const photo = await upload(bo, 'servicerapport.png');
  const answers = [
    { itemId: 'gas', text: 'R-410A' },
    { itemId: 'charge', reading: 6 },
    { itemId: 'added', reading: 0 },
    { itemId: 'recovered', reading: 0 },
    { itemId: 'leak-free', check: 'OK' },
    { itemId: 'company', text: 'Køleservice ApS' },
    { itemId: 'certificate', text: 'KMO-1234' },
    { itemId: 'result', text: 'Ingen lækager' },
    { itemId: 'report', photos: [photo] },
  ];
  return ok(
    rt.call('POST', '/api/task/complete', {
      ...as(bo, anne.ownCompanyId),
      body: { id: taskId, answers, note: { content: 'Rapporten er vedhæftet.', files: [photo] } },
    }),
    'completion',
  );
}

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, new Date(START));
  [anne, eva] = await Promise.all([
    newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs Køl' }),
    newPerson(rt, { name: 'Eva Enevoldsen', company: 'Evas El' }),
  ]);
  bo = await personWithRole(rt, anne.ownCompanyId, 'USER');
  basement = await createLocation(rt, as(anne), 'Kælder');
  roof = await createLocation(rt, as(anne), 'Tag');
  cooler = await createEquipment(rt, as(anne), { ...item('Køleanlæg 1', 'Køleanlæg'), locationId: basement });
  roofCooler = await createEquipment(rt, as(anne), { ...item('Køleanlæg 2', 'Køleanlæg'), locationId: roof });
  boiler = await createEquipment(rt, as(anne), { ...item('Kedel 1', 'Kedel'), locationId: basement });
  await at(START);
}, 60_000);
afterAll(() => rt?.stop());

let fgasTask: string;

describe('applying a duty', () => {
  test('F-gas with gas and kilograms: a yearly routine with the template checklist, its legal basis and the disclaimer', async () => {
    const created = await apply(fgas());
    expect(created.status).toBe(201);
    expect(created.body.version).toBe(1);
    fgasTask = created.body.id;
    const task = await taskOf(fgasTask);
    expect(task.type).toBe('CYCLICAL');
    expect(task.interval).toBe('YEARLY');
    expect(task.title).toBe(`${templateVersion('FGAS_LEAK_CHECK', 1)!.name} (R-410A, 6 kg)`);
    expect(task.description).toContain(DUTY_DISCLAIMER);
    expect(task.description).toContain('Forordning (EU) 2024/573');
    expect(task.checklist.map((item) => item.id)).toEqual(
      templateVersion('FGAS_LEAK_CHECK', 1)!.checklist.map((i) => i.id),
    );
    const row = await rowOf(fgasTask);
    expect(row).toMatchObject({
      dutyId: 'FGAS_LEAK_CHECK',
      interval: 'YEARLY',
      intervalLabel: 'Hvert år',
      ruleInterval: 'YEARLY',
      override: null,
      target: { kind: 'EQUIPMENT', id: cooler, name: 'Køleanlæg 1' },
      location: { id: basement, name: 'Kælder' },
      responsible: { id: bo.user.id },
      state: 'NEVER',
      stateLabel: 'Aldrig udført',
      lastInspection: null,
      inspectorLink: null,
    });
    expect(row.ruleReason).toContain('12,53 t CO₂e');
  });

  test('a leak-detection system doubles the interval', async () => {
    const created = await ok(
      apply(fgas({ equipmentId: roofCooler, params: { gas: 'R-410A', kg: 6, leakDetection: true } })),
    );
    expect((await rowOf(created.id)).interval).toBe('SEMI_YEARLY');
  });

  test('under 5 t CO₂e is refused in Danish, and nothing is written', async () => {
    const before = (await ok(view())).counts.total;
    const refused = await apply(fgas({ params: { gas: 'R-410A', kg: 2 } }));
    expect(refused.status).toBe(400);
    expect(errorOf(refused)?.message).toContain('under 5 t CO₂e');
    expect((await ok(view())).counts.total).toBe(before);
  });

  test('under 5 t with another interval and a reason: applied, the reason recorded and shown', async () => {
    const created = await ok(
      apply(
        fgas({ params: { gas: 'R-410A', kg: 2 }, override: { interval: 'YEARLY', reason: 'Forsikringen kræver det' } }),
      ),
    );
    const row = await rowOf(created.id);
    expect(row.interval).toBe('YEARLY');
    expect(row.override).toMatchObject({ interval: 'YEARLY', reason: 'Forsikringen kræver det', byName: 'Anne Åberg' });
  });

  test('another interval without a reason is refused', async () => {
    const refused = await apply(fgas({ override: { interval: 'HALF_YEARLY', reason: '' } }));
    expect(refused.status).toBe(400);
    expect(errorOf(refused)?.fields?.['override.reason']).toMatch(/begrundelse/);
  });

  test('a duty not meant for the target kind is refused; another company’s target a 404; a USER is refused', async () => {
    const onLocation = await apply(fgas({ equipmentId: undefined, locationId: basement }));
    expect(onLocation.status).toBe(400);
    expect(errorOf(onLocation)?.fields?.target).toMatch(/hører til et udstyr/);
    const evasThing = await createEquipment(rt, as(eva), { ...item('Evas køl', 'Køleanlæg'), locationName: 'Lager' });
    expect((await apply(fgas({ equipmentId: evasThing }))).status).toBe(404);
    expect((await apply(fgas(), bo)).status).toBe(403);
  });
});

describe('the compliance view', () => {
  test('a USER sees only the duties they are responsible for; another company sees nothing of them', async () => {
    await ok(
      apply(
        fgas({
          equipmentId: boiler,
          dutyId: 'PRESSURE_EQUIPMENT',
          params: { kind: 'DAMPKEDEL' },
          responsibleId: anne.user.id,
          notificationPeriod: 30,
        }),
      ),
    );
    const mine = await ok(view(bo));
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((row) => row.responsible.id === bo.user.id)).toBe(true);
    expect(mine.updates).toEqual([]);
    const all = await ok(view(anne));
    expect(all.rows.some((row) => row.responsible.id === anne.user.id)).toBe(true);
    expect((await view(eva, {}, anne.ownCompanyId)).status).toBe(403);
    expect((await ok(view(eva, {}, eva.ownCompanyId))).rows).toEqual([]);
  });

  test('filters by location and by state; the counts follow the location', async () => {
    const roofView = await ok(view(anne, { locationId: roof }));
    expect(roofView.rows.map((row) => row.target.name)).toEqual(['Køleanlæg 2']);
    expect(roofView.counts).toEqual({ IN_ORDER: 0, SOON: 0, OVERDUE: 0, NEVER: 1, total: 1 });
    const never = await ok(view(anne, { state: 'NEVER' }));
    expect(never.rows.length).toBe(never.counts.NEVER);
    expect((await ok(view(anne, { state: 'IN_ORDER' }))).rows).toEqual([]);
    const bad = await view(anne, { state: 'FINT' });
    expect(bad.status).toBe(400);
  });

  test('over the months: NEVER, then OVERDUE after the deadline, IN_ORDER once done with its evidence, SOON near the next', async () => {
    expect((await rowOf(fgasTask)).state).toBe('NEVER');
    await at('2027-06-02T08:00:00.000Z');
    expect((await rowOf(fgasTask)).state).toBe('OVERDUE');
    const overdue = (await ok(view())).counts.OVERDUE;
    expect(overdue).toBeGreaterThan(0);
    // The overview counts them too ('Lovpligtige eftersyn overskredet').
    const overview = await ok(rt.call<{ duties: number; dutiesOverdue: number }>('GET', '/api/overview', as(anne)));
    expect(overview.dutiesOverdue).toBe(overdue);
    expect(overview.duties).toBe((await ok(view())).counts.total);
    await completeFgas(fgasTask);
    const done = await rowOf(fgasTask);
    expect(done.state).toBe('IN_ORDER');
    expect(done.stateLabel).toBe('I orden');
    expect(done.nextDeadline.slice(0, 4)).toBe('2028');
    expect(done.lastInspection).toMatchObject({ completedByName: bo.user.name, late: true, inspector: null });
    expect(done.lastInspection!.answers.find((a) => a.item.id === 'certificate')).toMatchObject({ text: 'KMO-1234' });
    expect(done.lastInspection!.files.map((f) => f.name)).toEqual(['servicerapport.png']);
    // The page's first cards: `limit` answers the first rows by next deadline, their evidence with
    // them, and `matched` counts them all.
    const all = await ok(view());
    const first = all.rows.findIndex((row) => row.taskId === fgasTask);
    const paged = await ok(view(anne, { limit: String(first + 1) }));
    expect(paged.rows).toEqual(all.rows.slice(0, first + 1));
    expect(paged.matched).toBe(all.rows.length);
    expect(paged.rows.at(-1)!.lastInspection!.files.map((f) => f.name)).toEqual(['servicerapport.png']);
    expect((await view(anne, { limit: '0' })).status).toBe(400);
    await at('2028-05-15T08:00:00.000Z');
    expect((await rowOf(fgasTask)).state).toBe('SOON');
  });
});

describe('another interval, versioned', () => {
  test('an override with its reason, then back to the rule’s interval clears it; a stale version is a 409', async () => {
    const row = await rowOf(fgasTask);
    const changed = await ok(
      rt.call<{ id: string; version: number }>('PATCH', '/api/compliance/interval', {
        ...as(anne),
        body: { taskId: fgasTask, version: row.version, interval: 'HALF_YEARLY', reason: 'Gammelt anlæg med lækager' },
      }),
    );
    expect(changed.version).toBe(row.version + 1);
    const after = await rowOf(fgasTask);
    expect(after.interval).toBe('HALF_YEARLY');
    expect(after.override).toMatchObject({ reason: 'Gammelt anlæg med lækager', byName: 'Anne Åberg' });
    // Someone who read before that change picks another interval: a real collision.
    const stale = await rt.call('PATCH', '/api/compliance/interval', {
      ...as(anne),
      body: { taskId: fgasTask, version: row.version, interval: 'QUARTERLY', reason: 'Nyt krav' },
    });
    expect(stale.status).toBe(409);
    expect(errorOf(stale)?.code).toBe('STALE_VERSION');
    const back = await rt.call('PATCH', '/api/compliance/interval', {
      ...as(anne),
      body: { taskId: fgasTask, version: changed.version, interval: 'YEARLY' },
    });
    expect(back.status).toBe(200);
    expect((await rowOf(fgasTask)).override).toBeNull();
  });

  test('a write that does not collide (the responsible changed since it was read) is never a 409', async () => {
    const row = await rowOf(fgasTask);
    await ok(
      rt.call('PATCH', '/api/task/responsibility', { ...as(anne), body: { [fgasTask]: anne.user.id } }),
      'transfer',
    );
    const changed = await rt.call('PATCH', '/api/compliance/interval', {
      ...as(anne),
      body: { taskId: fgasTask, version: row.version, interval: 'HALF_YEARLY', reason: 'Gammelt anlæg' },
    });
    expect(changed.status).toBe(200);
    expect((await rowOf(fgasTask)).interval).toBe('HALF_YEARLY');
  });

  test('without a reason another interval is refused; another company’s task is a 404', async () => {
    const row = await rowOf(fgasTask);
    const refused = await rt.call('PATCH', '/api/compliance/interval', {
      ...as(anne),
      body: { taskId: fgasTask, version: row.version, interval: 'QUARTERLY' },
    });
    expect(refused.status).toBe(400);
    const foreign = await rt.call('PATCH', '/api/compliance/interval', {
      ...as(eva),
      body: { taskId: fgasTask, version: row.version, interval: 'QUARTERLY', reason: 'Forsøg' },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('a newer template version', () => {
  test('is listed with its changes, nothing changes before it is accepted, and accepting moves the task to it', async () => {
    const created = await ok(
      apply({
        dutyId: 'PRESSURE_EQUIPMENT',
        templateVersion: 1,
        params: { kind: 'TRYKBEHOLDER' },
        equipmentId: boiler,
        responsibleId: anne.user.id,
        deadline: '2028-09-05T10:00:00.000Z',
        notificationPeriod: 30,
      }),
    );
    const { updates } = await ok(view());
    const update = updates.find((u) => u.dutyId === 'PRESSURE_EQUIPMENT' && u.fromVersion === 1)!;
    expect(update.toVersion).toBe(2);
    expect(update.changes.length).toBeGreaterThan(0);
    expect(update.tasks.map((t) => t.id)).toContain(created.id);
    const before = await rowOf(created.id);
    expect(before.templateVersion).toBe(1);
    expect(before.latestVersion).toBe(2);
    expect(before.legalBasis).toContain('Bek. nr. 100');

    const accepted = await ok(
      rt.call<{ accepted: { id: string; version: number }[] }>('POST', '/api/compliance/accept', {
        ...as(anne),
        body: { dutyId: 'PRESSURE_EQUIPMENT', toVersion: 2, tasks: [{ id: created.id, version: created.version }] },
      }),
    );
    expect(accepted.accepted).toEqual([{ id: created.id, version: created.version + 1 }]);
    const after = await rowOf(created.id);
    expect(after.templateVersion).toBe(2);
    expect(after.legalBasis).toContain('Bek. nr. 498');
    const task = await taskOf(created.id);
    expect(task.checklist).toEqual(
      templateVersion('PRESSURE_EQUIPMENT', 2)!.checklist.map((item) => expect.objectContaining({ id: item.id })),
    );
    expect((await ok(view())).updates.flatMap((u) => u.tasks.map((t) => t.id))).not.toContain(created.id);
  });
});
