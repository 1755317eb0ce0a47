import { latestTemplate, templateVersion } from './catalogue';
import {
  acceptVersion,
  applyDuty,
  changeInterval,
  OVERRIDE_REASON_MESSAGE,
  templateUpdates,
  type DutyTask,
} from './changes';
import type { AppliedDuty, DutyTemplate } from './types';

/* Template versions (decision 172): what the newest changes for tasks on an older one, and accepting it. */
const now = new Date('2026-11-28T10:00:00Z');
const admin = { id: 'user-1', name: 'Anna Admin' };
const v1 = templateVersion('PRESSURE_EQUIPMENT', 1) as DutyTemplate;
const v2 = latestTemplate('PRESSURE_EQUIPMENT') as DutyTemplate;
const fgas = latestTemplate('FGAS_LEAK_CHECK') as DutyTemplate;

const applied = (
  template: DutyTemplate,
  params: AppliedDuty['params'],
  override?: { interval: 'YEARLY' | 'QUARTERLY'; reason: string },
) => applyDuty({ template, params, override, now: new Date('2026-01-10T09:00:00Z'), by: admin }).duty;
const task = (id: string, targetName: string, duty: AppliedDuty, version = 3): DutyTask => ({
  id,
  version,
  targetName,
  duty,
});

describe('given tasks on several template versions', () => {
  const tasks = [
    task('t1', 'Trykluftbeholder B', applied(v1, { kind: 'TRYKBEHOLDER' })),
    task('t2', 'Dampkedel A', applied(v1, { kind: 'DAMPKEDEL' }), 7),
    task('t3', 'Kedel C', applied(v2, { kind: 'DAMPKEDEL' })),
    task('t4', 'Køleanlæg', applied(fgas, { gas: 'R-410A', kg: 10 })),
  ];

  test('when listing updates then one per duty and older version, with the changes and the tasks by name', () => {
    expect(templateUpdates(tasks)).toEqual([
      {
        dutyId: 'PRESSURE_EQUIPMENT',
        dutyName: 'Periodisk undersøgelse af trykbærende udstyr',
        fromVersion: 1,
        toVersion: 2,
        changes: v2.changes,
        tasks: [
          { id: 't2', version: 7, targetName: 'Dampkedel A' },
          { id: 't1', version: 3, targetName: 'Trykluftbeholder B' },
        ],
      },
    ]);
  });

  test('when every task is on the newest version then no updates', () => {
    expect(templateUpdates(tasks.slice(2))).toEqual([]);
  });
});

describe('given a duty on version 1 with an override', () => {
  const duty = applied(v1, { kind: 'DAMPKEDEL' }, { interval: 'QUARTERLY', reason: 'Gammel kedel, kortere interval' });

  test('when version 2 is accepted then the rule is recomputed from the kept answers and the override stays', () => {
    const accepted = acceptVersion(duty, v2, now, 'user-2');
    expect(accepted).toEqual({
      change: 'VERSION',
      duty: {
        ...duty,
        templateVersion: 2,
        ruleInterval: 'YEARLY',
        ruleReason: expect.stringContaining('bek. nr. 498/2024'),
      },
      interval: 'QUARTERLY',
      checklist: v2.checklist,
      by: 'user-2',
      at: '2026-11-28T10:00:00.000Z',
    });
    expect(duty.ruleReason).toContain('bek. nr. 100/2007');
    expect(accepted.duty.appliedAt).toBe(duty.appliedAt);
  });

  test('when accepted without an override then the task follows the new rule interval', () => {
    const plain = applied(v1, { kind: 'ROERSYSTEM' });
    expect(acceptVersion(plain, v2, now, 'user-2').interval).toBe('SEMI_YEARLY');
  });
});

describe('given a duty being applied', () => {
  test('when the override is the rule interval itself then no override is kept', () => {
    expect(applied(fgas, { gas: 'R-410A', kg: 10 }, { interval: 'YEARLY', reason: 'Samme' }).override).toBeNull();
  });

  test('when another interval is chosen then it is kept with its reason, who and when', () => {
    const result = applyDuty({
      template: fgas,
      params: { gas: 'R-410A', kg: 10, leakDetection: false },
      override: { interval: 'QUARTERLY', reason: '  Anlægget har lækket før  ' },
      now,
      by: admin,
    });
    expect(result).toEqual({
      duty: {
        dutyId: 'FGAS_LEAK_CHECK',
        templateVersion: 1,
        params: { gas: 'R-410A', kg: 10, leakDetection: false },
        ruleInterval: 'YEARLY',
        ruleReason: '20,88 t CO₂e (R-410A, 10 kg) uden lækagedetektering: hvert år.',
        override: {
          interval: 'QUARTERLY',
          reason: 'Anlægget har lækket før',
          by: 'user-1',
          byName: 'Anna Admin',
          at: '2026-11-28T10:00:00.000Z',
        },
        appliedBy: 'user-1',
        appliedAt: '2026-11-28T10:00:00.000Z',
      },
      interval: 'QUARTERLY',
      checklist: fgas.checklist,
    });
  });
});

describe("given a duty's interval being changed", () => {
  const duty = applied(fgas, { gas: 'R-410A', kg: 10 }, { interval: 'QUARTERLY', reason: 'Lækket før' });

  test("when set to the rule's interval then the override is cleared, with no reason needed", () => {
    expect(changeInterval(duty, { interval: 'YEARLY' }, now, admin)).toEqual({
      ok: true,
      duty: { ...duty, override: null },
      interval: 'YEARLY',
    });
  });

  test('when set to another without a reason of 3 characters then refused with the Danish message', () => {
    expect(changeInterval(duty, { interval: 'MONTHLY', reason: ' ab ' }, now, admin)).toEqual({
      ok: false,
      field: 'reason',
      message: OVERRIDE_REASON_MESSAGE,
    });
  });

  test('when set to another with a reason then the new override names who and when', () => {
    const result = changeInterval(duty, { interval: 'MONTHLY', reason: 'Ny ejer ønsker tæt opfølgning' }, now, admin);
    expect(result).toMatchObject({
      ok: true,
      interval: 'MONTHLY',
      duty: { override: { interval: 'MONTHLY', reason: 'Ny ejer ønsker tæt opfølgning', byName: 'Anna Admin' } },
    });
  });
});
