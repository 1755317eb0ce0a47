import { TZDate } from '@date-fns/tz';
import { deadlineForDate } from './recurrence';
import { isMonday, reminderItems, reminderKey, weekOf } from './reminders';
import { factKey, type TimeFactSubject } from './time-facts';

const TZ = 'Europe/Copenhagen';
const at = (y: number, m: number, d: number, h = 0) => new Date(new TZDate(y, m - 1, d, h, 0, 0, TZ).getTime());
const iso = (day: string) => deadlineForDate(day).toISOString();

const task = (
  id: string,
  deadline: string,
  facts: ('DUE' | 'MISSED')[],
  over: Partial<TimeFactSubject> = {},
): TimeFactSubject => ({
  id,
  title: id,
  type: 'CYCLICAL',
  target: { kind: 'EQUIPMENT', id: 'e1' },
  responsibleId: 'bo',
  responsibleName: 'Bo',
  deadline,
  notificationPeriod: 1,
  standby: false,
  equipmentStandby: false,
  completed: false,
  deleted: false,
  timeFacts: facts.map((kind) => factKey(deadline, kind)),
  ...over,
});

describe('reminderItems (decision 023 "Reminders")', () => {
  const now = at(2027, 2, 15, 6); // Monday 15 February 2027, 06:00
  const admins = ['anna', 'carl'];

  it('the responsible hears of a due task and of an overdue one; admins of tasks overdue for 7 days or more', () => {
    const items = reminderItems(
      [
        task('due', iso('2027-02-16'), ['DUE']),
        task('overdue', iso('2027-02-12'), ['DUE', 'MISSED']),
        task('week', iso('2027-02-07'), ['DUE', 'MISSED'], { responsibleId: 'dan' }),
      ],
      admins,
      now,
    );
    expect(items.map(reminderKey)).toEqual([
      `bo#due#${iso('2027-02-16')}#DUE`,
      `bo#overdue#${iso('2027-02-12')}#DUE`,
      `bo#overdue#${iso('2027-02-12')}#OVERDUE`,
      `dan#week#${iso('2027-02-07')}#DUE`,
      `dan#week#${iso('2027-02-07')}#OVERDUE`,
      `anna#week#${iso('2027-02-07')}#OVERDUE_WEEK`,
      `carl#week#${iso('2027-02-07')}#OVERDUE_WEEK`,
    ]);
  });

  it('admins hear once the task is 7 calendar days late, as the overview counts (a deadline Monday 23:00: the run on Monday a week later)', () => {
    const escalated = (when: Date) =>
      reminderItems([task('x', iso('2027-02-08'), ['MISSED'])], admins, when).some((i) => i.kind === 'OVERDUE_WEEK');
    expect(escalated(at(2027, 2, 14, 6))).toBe(false);
    expect(escalated(at(2027, 2, 14, 23))).toBe(false);
    expect(escalated(at(2027, 2, 15, 0))).toBe(true);
    expect(escalated(at(2027, 2, 15, 6))).toBe(true);
  });

  it('nothing for tasks without recorded facts, on standby, completed or deleted', () => {
    const d = iso('2027-02-12');
    expect(reminderItems([task('a', d, [])], admins, now)).toEqual([]);
    for (const over of [{ standby: true }, { equipmentStandby: true }, { completed: true }, { deleted: true }]) {
      expect(reminderItems([task('a', d, ['DUE', 'MISSED'], over)], admins, now)).toEqual([]);
    }
  });

  it('facts of an earlier deadline do not remind of the live one', () => {
    const t = {
      ...task('a', iso('2027-02-19'), []),
      timeFacts: [factKey(iso('2027-02-12'), 'DUE'), factKey(iso('2027-02-12'), 'MISSED')],
    };
    expect(reminderItems([t], admins, now)).toEqual([]);
  });
});

describe('weeks', () => {
  it('a Copenhagen week runs Monday 00:00 to Monday 00:00', () => {
    expect(weekOf(at(2027, 2, 17, 15))).toEqual({ from: at(2027, 2, 15), to: at(2027, 2, 22) });
    expect(weekOf(at(2027, 2, 15))).toEqual({ from: at(2027, 2, 15), to: at(2027, 2, 22) });
    expect(weekOf(at(2027, 2, 21, 23))).toEqual({ from: at(2027, 2, 15), to: at(2027, 2, 22) });
  });

  it('the week of a daylight-saving change is 167 or 169 hours', () => {
    const spring = weekOf(at(2027, 3, 28, 12));
    expect((spring.to.getTime() - spring.from.getTime()) / 3_600_000).toBe(167);
    const autumn = weekOf(at(2027, 10, 31, 12));
    expect((autumn.to.getTime() - autumn.from.getTime()) / 3_600_000).toBe(169);
  });

  it('Monday by the Copenhagen clock', () => {
    expect(isMonday(at(2027, 2, 15, 0))).toBe(true);
    expect(isMonday(new Date('2027-02-14T23:30:00Z'))).toBe(true); // 00:30 Monday in Copenhagen
    expect(isMonday(at(2027, 2, 14, 23))).toBe(false);
  });
});
