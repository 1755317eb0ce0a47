import type { ReminderLine, ReminderView } from './content';
import { PUSH_TITLE, reminderPush } from './push';

const line = (title: string, id: string): ReminderLine => ({
  title,
  subjectLabel: 'Udstyr',
  subjectName: 'Kælderpumpe',
  deadline: '3. mar. 2027',
  status: 'Udføres',
  responsible: 'Bo',
  url: `https://app.example/dashboard/c1/tasks/${id}`,
});
const view = (over: Partial<ReminderView> = {}): ReminderView => ({
  to: 'bo@eksempel.dk',
  name: 'Bo',
  companyName: 'Åbergs VVS',
  due: [],
  overdue: [],
  escalated: [],
  escalatedMore: 0,
  weekly: null,
  actionUrl: 'https://app.example/dashboard/c1/user-dashboard',
  ...over,
});

describe('the morning reminder as a push notification', () => {
  test('one task due: its title, and the task itself as the link', () => {
    expect(reminderPush(view({ due: [line('Ryd op på lageret', 't1')] }), 'c1')).toEqual({
      title: PUSH_TITLE,
      body: '1 opgave i Åbergs VVS har frist snart: Ryd op på lageret',
      url: 'https://app.example/dashboard/c1/tasks/t1',
      tag: 'reminder-c1',
    });
  });

  test('several due: the count, and the person’s overview as the link', () => {
    const payload = reminderPush(view({ due: [line('A', 'a'), line('B', 'b'), line('C', 'c')] }), 'c1');
    expect(payload).toEqual({
      title: 'Servicebogen',
      body: '3 opgaver i Åbergs VVS har frist snart',
      url: 'https://app.example/dashboard/c1/user-dashboard',
      tag: 'reminder-c1',
    });
  });

  test('overdue alone, and due and overdue together', () => {
    expect(reminderPush(view({ overdue: [line('A', 'a')] }), 'c1')!.body).toBe('1 opgave i Åbergs VVS er forsinket: A');
    expect(reminderPush(view({ overdue: [line('A', 'a'), line('B', 'b')] }), 'c1')!.body).toBe(
      '2 opgaver i Åbergs VVS er forsinket',
    );
    const both = reminderPush(view({ due: [line('A', 'a')], overdue: [line('B', 'b')] }), 'c1')!;
    expect(both.body).toBe('2 opgaver i Åbergs VVS kræver handling: 1 har frist snart, 1 er forsinket');
    expect(both.url).toBe('https://app.example/dashboard/c1/user-dashboard');
  });

  test('the admin’s escalation: every task overdue for 7 days or more counted, with those beyond the e-mail’s list', () => {
    const admin = view({
      escalated: [line('A', 'a'), line('B', 'b')],
      escalatedMore: 3,
      actionUrl: 'https://app.example/dashboard/c1',
    });
    expect(reminderPush(admin, 'c1')).toEqual({
      title: 'Servicebogen',
      body: '5 opgaver i Åbergs VVS har været forsinket i 7 dage eller mere',
      url: 'https://app.example/dashboard/c1',
      tag: 'reminder-c1',
    });
    const single = reminderPush(
      view({ escalated: [line('A', 'a')], actionUrl: 'https://app.example/dashboard/c1' }),
      'c1',
    )!;
    expect(single.body).toBe('1 opgave i Åbergs VVS har været forsinket i 7 dage eller mere');
    // The overview, not the one task: the admin looks at the company's state.
    expect(single.url).toBe('https://app.example/dashboard/c1');
  });

  test('own tasks and the escalation in one notification, one line each', () => {
    const payload = reminderPush(
      view({ due: [line('A', 'a')], escalated: [line('B', 'b')], actionUrl: 'https://app.example/dashboard/c1' }),
      'c1',
    )!;
    expect(payload.body).toBe(
      '1 opgave i Åbergs VVS har frist snart: A\n1 opgave i Åbergs VVS har været forsinket i 7 dage eller mere',
    );
    expect(payload.url).toBe('https://app.example/dashboard/c1');
  });

  test('the weekly summary alone pushes nothing', () => {
    const weekly = { lastWeekNumber: 9, onTime: 1, late: 0, missed: 2, thisWeek: [], thisWeekMore: 0 };
    expect(reminderPush(view({ weekly }), 'c1')).toBeNull();
  });

  test('a long title is cut to what a notification shows, not mid-character', () => {
    const payload = reminderPush(view({ due: [line('😀'.repeat(400), 'a')] }), 'c1')!;
    expect([...payload.body].length).toBeLessThanOrEqual(300);
    expect(payload.body.endsWith('…')).toBe(true);
    expect(payload.body).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
