import type { PushPayload } from '../../../domain/push/push-subscriptions';
import type { ReminderView } from './content';

/** The notification's title: the app, as the device shows it above the text. */
export const PUSH_TITLE = 'Servicebogen';
/** Push services take about 4 KB of payload; the text a lock screen shows is far shorter. */
const MAX_BODY = 300;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The morning reminder as a push notification (decision 171 "Reminders as push"): how many of the
 * person's own tasks became due or overdue, and for an admin how many of the company's tasks are
 * overdue by 7 days or more (the escalation), with a link to the one task, or else to the person's
 * overview (an admin's: the company overview). Null for an e-mail that tells of no task (Monday's
 * weekly summary alone): that e-mail is news, not a call to act, and pushes nothing.
 * The tag is one per company, so the next morning's notification replaces an unread one.
 */
export function reminderPush(view: ReminderView, companyId: string): PushPayload | null {
  const due = view.due.length;
  const overdue = view.overdue.length;
  const escalated = view.escalated.length + view.escalatedMore;
  if (!due && !overdue && !escalated) return null;
  const lines: string[] = [];
  const own = due + overdue;
  if (own) {
    const single = own === 1 ? `: ${[...view.due, ...view.overdue][0].title}` : '';
    if (due && overdue)
      lines.push(
        `${count(own, 'opgave', 'opgaver')} i ${view.companyName} kræver handling: ${due} har frist snart, ${overdue} er forsinket`,
      );
    else if (due) lines.push(`${count(due, 'opgave', 'opgaver')} i ${view.companyName} har frist snart${single}`);
    else lines.push(`${count(overdue, 'opgave', 'opgaver')} i ${view.companyName} er forsinket${single}`);
  }
  if (escalated)
    lines.push(
      `${count(escalated, 'opgave', 'opgaver')} i ${view.companyName} har været forsinket i 7 dage eller mere`,
    );
  // By code point, so a cut never splits a character.
  const text = [...lines.join('\n')];
  const body = text.length > MAX_BODY ? `${text.slice(0, MAX_BODY - 1).join('')}…` : text.join('');
  const onlyTask = own === 1 && !escalated ? [...view.due, ...view.overdue][0].url : null;
  return {
    title: PUSH_TITLE,
    body,
    url: onlyTask ?? view.actionUrl,
    tag: `reminder-${companyId}`,
  };
}
