import { dutyRoutine } from '../../domain/task/duty';
import { templateVersion } from '../../domain/inspection/catalogue';
import type { UserState } from '../../domain/user/decider';
import { complianceAnswer, dutiesOverdue, type ComplianceTask } from './compliance';

/** The compliance view's rows, counts and updates, shaped from task rows (decision 173). */
const now = new Date('2027-06-02T08:00:00.000Z');
const anne = { id: 'u1', name: 'Anne Åberg' };
const fgas = dutyRoutine(
  templateVersion('FGAS_LEAK_CHECK', 1)!,
  { gas: 'R-410A', kg: 6 },
  null,
  anne,
  new Date('2027-03-01T09:00:00Z'),
);
const pressure = dutyRoutine(
  templateVersion('PRESSURE_EQUIPMENT', 1)!,
  { kind: 'DAMPKEDEL' },
  null,
  anne,
  new Date('2027-03-01T09:00:00Z'),
);

const task = (id: string, over: Partial<ComplianceTask> = {}): ComplianceTask => ({
  id,
  version: 1,
  companyId: 'c1',
  deadline: '2027-09-01T10:00:00.000Z',
  interval: fgas.interval,
  standby: false,
  equipmentStandby: false,
  deleted: false,
  responsibleId: 'u2',
  responsibleName: 'Bo Berg',
  target: { kind: 'EQUIPMENT', id: 'e1' },
  duty: fgas.duty,
  lastCompleted: null,
  inspectorLink: null,
  ...over,
});

const names = {
  equipment: [
    { id: 'e1', name: 'Køleanlæg 1', externalId: 'K1', locationId: 'l1', archived: false },
    { id: 'e2', name: 'Kedel', externalId: 'K2', locationId: 'l2', archived: false },
  ],
  locations: [
    { id: 'l1', name: 'Kælder', deleted: false },
    { id: 'l2', name: 'Tag', deleted: false },
  ],
};
const people = new Map<string, UserState | null>([['u2', { name: 'Bo Bergsen', deleted: false } as UserState]]);
const done = {
  completionId: 'k1',
  finishedOn: '2027-05-20T09:00:00.000Z',
  completedBy: 'u2',
  completedByName: 'Bo Berg',
  late: false,
  noteId: 'n1',
  inspector: null,
  answers: [],
};
const tasks = [
  task('never'),
  task('overdue', { deadline: '2027-06-01T10:00:00.000Z' }),
  task('ok', { lastCompleted: done.finishedOn, lastCompletion: done, deadline: '2028-06-01T10:00:00.000Z' }),
  task('boiler', {
    target: { kind: 'EQUIPMENT', id: 'e2' },
    duty: pressure.duty,
    interval: pressure.interval,
    responsibleId: 'u1',
  }),
];
const ctx = { names, people, noteFiles: new Map([['n1', ['c1/abc/servicerapport.pdf']]]) };
const admin = { userId: 'u1', isAdmin: true };

test('an admin sees every duty with its state, the evidence named, and the versions to accept', () => {
  const answer = complianceAnswer(tasks, ctx, admin, {}, now);
  expect(answer.counts).toEqual({ IN_ORDER: 1, SOON: 0, OVERDUE: 1, NEVER: 2, total: 4 });
  const ok = answer.rows.find((row) => row.taskId === 'ok')!;
  expect(ok).toMatchObject({
    state: 'IN_ORDER',
    stateLabel: 'I orden',
    responsible: { id: 'u2', name: 'Bo Bergsen' },
    location: { id: 'l1', name: 'Kælder' },
    target: { kind: 'EQUIPMENT', id: 'e1', name: 'Køleanlæg 1' },
  });
  expect(ok.lastInspection?.files).toEqual([{ key: 'c1/abc/servicerapport.pdf', name: 'servicerapport.pdf' }]);
  expect(answer.rows.map((row) => row.taskId)).toEqual(['overdue', 'boiler', 'never', 'ok']);
  expect(answer.updates).toEqual([
    expect.objectContaining({
      dutyId: 'PRESSURE_EQUIPMENT',
      fromVersion: 1,
      toVersion: 2,
      tasks: [{ id: 'boiler', version: 1, targetName: 'Kedel' }],
    }),
  ]);
});

test('a USER sees only their own and no updates', () => {
  const answer = complianceAnswer(tasks, ctx, { userId: 'u1', isAdmin: false }, {}, now);
  expect(answer.rows.map((row) => row.taskId)).toEqual(['boiler']);
  expect(answer.updates).toEqual([]);
});

test('the location filter narrows rows and counts; the state filter only the rows', () => {
  const roof = complianceAnswer(tasks, ctx, admin, { locationId: 'l2' }, now);
  expect(roof.rows.map((row) => row.taskId)).toEqual(['boiler']);
  expect(roof.counts.total).toBe(1);
  const overdue = complianceAnswer(tasks, ctx, admin, { state: 'OVERDUE' }, now);
  expect(overdue.rows.map((row) => row.taskId)).toEqual(['overdue']);
  expect(overdue.counts.total).toBe(4);
});

test('the overview counts the overdue duties, and no task without one', () => {
  expect(
    dutiesOverdue([...tasks, { ...task('plain', { deadline: '2027-01-01T10:00:00.000Z' }), duty: undefined }], now),
  ).toBe(1);
});
