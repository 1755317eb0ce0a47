import { reminderMail } from './mail';
import type { ReminderLine, ReminderView } from './content';

/** The morning e-mail's subject (decision 022; issue 32 "The Monday summary says so"). */
const line = (title: string): ReminderLine => ({
  title,
  subjectLabel: 'Udstyr',
  subjectName: 'Kedel 1',
  deadline: '1. dec. 2026',
  status: 'Udføres',
  responsible: 'Bo Berg',
  url: 'https://servicebogen.dk/dashboard/c1/tasks/t1',
});
const weekly = { lastWeekNumber: 48, onTime: 3, late: 1, missed: 0, thisWeek: [line('Tjek trykket')], thisWeekMore: 0 };
const view = (over: Partial<ReminderView>): ReminderView => ({
  to: 'bo@eksempel.dk',
  name: 'Bo Berg',
  companyName: 'Åbergs VVS',
  due: [],
  overdue: [],
  escalated: [],
  escalatedMore: 0,
  weekly: null,
  actionUrl: 'https://servicebogen.dk/dashboard/c1',
  ...over,
});

describe("the reminder e-mail's subject", () => {
  test("Monday's summary with a reminder says both, not only the first task's title", () => {
    const mail = reminderMail(view({ due: [line('Tjek trykket')], weekly }));
    expect(mail.subject).toBe('Ugens overblik og påmindelser for Åbergs VVS');
    expect(mail.text).toContain('UGENS OVERBLIK');
    expect(mail.text).toContain('Tjek trykket');
  });

  test("with an admin's overdue tasks as well", () => {
    expect(reminderMail(view({ escalated: [line('Skift filter')], weekly })).subject).toBe(
      'Ugens overblik og påmindelser for Åbergs VVS',
    );
  });

  test('the summary alone, and a reminder on another day, keep their subjects', () => {
    expect(reminderMail(view({ weekly })).subject).toBe('Ugens overblik for Åbergs VVS');
    expect(reminderMail(view({ due: [line('Tjek trykket')] })).subject).toBe('Påmindelse: Tjek trykket');
    expect(reminderMail(view({ due: [line('A'), line('B')] })).subject).toBe('Påmindelse: 2 opgaver i Åbergs VVS');
  });
});
