import { TZDate } from '@date-fns/tz';
import { event, type DomainEvent } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { linkValidUntil, usableLink } from '../inspection/inspector-link';
import type { Inspector } from '../inspection/types';
import { taskDecider, type TaskFields } from './decider';
import { deadlineForDate } from './recurrence';

/** The external inspector's link on the Task decider (decision 174): send, renew, revoke, complete once. */
const at = (y: number, m: number, d: number, h = 0) =>
  new Date(new TZDate(y, m - 1, d, h, 0, 0, 'Europe/Copenhagen').getTime());
const deadline = deadlineForDate('2027-04-30').toISOString(); // Fri
const now = at(2027, 3, 1, 10); // two months before: the task is not due yet (ACTIVE)
const fields: TaskFields = {
  title: 'Lækagekontrol',
  description: '',
  type: 'CYCLICAL',
  interval: 'YEARLY',
  notificationPeriod: 14,
  responsibleId: 'u2',
  responsibleName: 'Bo Berg',
  target: { kind: 'EQUIPMENT', id: 'e1' },
  deadline,
  files: [],
  countFrom: 'PLAN',
  checklist: [],
};
const created = event('TaskCreated', { taskId: 't1', companyId: 'c1', createdBy: 'u1', followUpOf: null, ...fields });
const ida = { name: 'Ida Inspektør', company: 'Kontrol ApS', email: 'ida@kontrol.dk', certificateNumber: '' };
const validUntil = linkValidUntil(deadline, now);
const send = (linkId: string) => ({
  type: 'SendInspectorLink' as const,
  link: { linkId, ...ida },
  validUntil,
  by: 'u1',
  now,
});
const sent = (linkId: string) =>
  event('TaskInspectorLinkSent', { taskId: 't1', linkId, ...ida, validUntil, by: 'u1', at: now.toISOString() });
const inspector = (linkId: string): Inspector => ({
  linkId,
  name: ida.name,
  company: ida.company,
  certificateNumber: 'C-1',
  result: 'APPROVED',
});
const completeBy = (linkId: string) => ({
  type: 'CompleteTask' as const,
  completionId: 'k1',
  by: { id: `inspector:${linkId}`, name: 'Ida Inspektør (Kontrol ApS)', isAdmin: true },
  noteId: 'n1',
  now,
  inspector: inspector(linkId),
});
const state = (events: DomainEvent[]) => fold(taskDecider, events);

describe('the inspector link on a task', () => {
  it('lives 30 days past the deadline, or past today for an overdue task', () => {
    expect(linkValidUntil(deadline, now)).toBe(new Date(Date.parse(deadline) + 30 * 86_400_000).toISOString());
    const late = at(2027, 6, 1, 12);
    expect(linkValidUntil(deadline, late)).toBe(new Date(late.getTime() + 30 * 86_400_000).toISOString());
  });

  it('is sent (TaskInspectorLinkSent); a second link replaces the first in the state', () => {
    spec(taskDecider)
      .given([created])
      .when(send('L1'))
      .then([sent('L1')]);
    expect(state([created, sent('L1'), sent('L2')]).inspectorLink).toMatchObject({ linkId: 'L2', used: false });
  });

  it('is not sent for a task on standby', () => {
    const standby = event('TaskStandbyChanged', { taskId: 't1', standby: true });
    spec(taskDecider).given([created, standby]).when(send('L1')).thenThrows('TASK_NOT_OPEN');
  });

  it('completes the task once, before the notice period too, naming the inspector; the link is then used', () => {
    const [done] = taskDecider.decide(completeBy('L1'), state([created, sent('L1')]));
    expect(done).toMatchObject({
      type: 'TaskCompleted',
      data: { completedBy: 'inspector:L1', completedByName: 'Ida Inspektør (Kontrol ApS)', inspector: inspector('L1') },
    });
    const after = state([created, sent('L1'), done]);
    expect(after.inspectorLink?.used).toBe(true);
    spec(taskDecider)
      .given([created, sent('L1'), done])
      .when(completeBy('L1'))
      .thenThrows('INSPECTION_LINK_USED');
  });

  it('refuses a replaced or revoked link (INSPECTION_LINK_REPLACED)', () => {
    spec(taskDecider)
      .given([created, sent('L1'), sent('L2')])
      .when(completeBy('L1'))
      .thenThrows('INSPECTION_LINK_REPLACED');
    const revoked = event('TaskInspectorLinkRevoked', { taskId: 't1', linkId: 'L1', by: 'u1', at: now.toISOString() });
    spec(taskDecider)
      .given([created, sent('L1'), revoked])
      .when(completeBy('L1'))
      .thenThrows('INSPECTION_LINK_REPLACED');
  });

  it('is revoked (TaskInspectorLinkRevoked) while unused; with no link, revoking decides nothing', () => {
    spec(taskDecider)
      .given([created, sent('L1')])
      .when({ type: 'RevokeInspectorLink', by: 'u1', now })
      .then([event('TaskInspectorLinkRevoked', { taskId: 't1', linkId: 'L1', by: 'u1', at: now.toISOString() })]);
    spec(taskDecider).given([created]).when({ type: 'RevokeInspectorLink', by: 'u1', now }).then([]);
  });

  it('opens a task only while the task names it, unused and unexpired, in that order', () => {
    const link = { linkId: 'L1', name: 'Ida', company: 'K', used: false };
    const task = { deleted: false, inspectorLink: link };
    expect(usableLink(task, 'L1', validUntil, now)).toBe(link);
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as { code: string }).code;
      }
      return null;
    };
    expect(codeOf(() => usableLink(task, 'L0', validUntil, now))).toBe('INSPECTION_LINK_REPLACED');
    expect(codeOf(() => usableLink({ ...task, deleted: true }, 'L1', validUntil, now))).toBe(
      'INSPECTION_LINK_REPLACED',
    );
    expect(codeOf(() => usableLink(null, 'L1', validUntil, now))).toBe('INSPECTION_LINK_REPLACED');
    expect(
      codeOf(() => usableLink({ deleted: false, inspectorLink: { ...link, used: true } }, 'L1', '2000-01-01', now)),
    ).toBe('INSPECTION_LINK_USED');
    expect(codeOf(() => usableLink(task, 'L1', now.toISOString(), now))).toBe('INSPECTION_LINK_EXPIRED');
  });
});
