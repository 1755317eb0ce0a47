import type { Mail } from '../../mail/mailer';
import { renderHtml, renderText, templates, type ShellData } from '../../mail/mail-templates';
import type { ReminderView } from './content';

/** The morning e-mail (decision 023 "Reminders"), Danish, HTML and plain text from one view. */
const sections = (it: ReminderView) => [
  { title: 'Skal udføres nu', colour: '#15803d', lines: it.due, more: 0, withResponsible: false, intro: '' },
  { title: 'Forsinkede opgaver', colour: '#b45309', lines: it.overdue, more: 0, withResponsible: false, intro: '' },
  {
    title: 'Forsinket i 7 dage eller mere',
    colour: '#b91c1c',
    lines: it.escalated,
    more: it.escalatedMore,
    withResponsible: true,
    intro: `Opgaver i ${it.companyName}, som har været forsinket i mindst 7 dage:`,
  },
];

const weekly = (it: ReminderView) =>
  it.weekly && {
    ...it.weekly,
    lastWeek: `Sidste uge (uge ${it.weekly.lastWeekNumber}): ${count(it.weekly.onTime, 'opgave', 'opgaver')} udført til tiden · ${it.weekly.late} udført for sent · ${count(it.weekly.missed, 'overskredet deadline', 'overskredne deadlines')}.`,
    thisWeekCount: count(it.weekly.thisWeek.length + it.weekly.thisWeekMore, 'deadline', 'deadlines'),
  };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

templates.html.loadTemplate(
  '@reminders',
  `<% for (const s of it.sections) { if (!s.lines.length) continue; -%>
<h2 style="font-size:18px;margin:24px 0 8px"><%= s.title %></h2>
<% if (s.intro) { -%>
<p style="font-size:15px;line-height:1.5;margin:0 0 10px"><%= s.intro %></p>
<% } -%>
<% for (const line of s.lines) { -%>
<%~ include('@line', { line, colour: s.colour, withResponsible: s.withResponsible }) %>
<% } -%>
<% if (s.more) { -%>
<p style="font-size:14px;color:#52606d;margin:0 0 10px">… og <%= s.more %> flere.</p>
<% } -%>
<% } -%>
<% if (it.weekly) { -%>
<h2 style="font-size:18px;margin:24px 0 8px">Ugens overblik</h2>
<p style="font-size:15px;line-height:1.5;margin:0 0 10px"><%= it.weekly.lastWeek %></p>
<p style="font-size:15px;line-height:1.5;margin:0 0 10px"><strong>Denne uge:</strong> <%= it.weekly.thisWeekCount %>.</p>
<% for (const line of it.weekly.thisWeek) { -%>
<%~ include('@line', { line, colour: '#1d4ed8', withResponsible: true }) %>
<% } -%>
<% if (it.weekly.thisWeekMore) { -%>
<p style="font-size:14px;color:#52606d;margin:0 0 10px">… og <%= it.weekly.thisWeekMore %> flere.</p>
<% } -%>
<% } -%>
`,
);

templates.text.loadTemplate(
  '@reminders',
  `<% for (const s of it.sections) { if (!s.lines.length) continue; -%>
<%= s.title.toUpperCase() %>

<% if (s.intro) { -%>
<%= s.intro %>

<% } -%>
<% for (const line of s.lines) { -%>
<%~ include('@line', { line, withResponsible: s.withResponsible }) %>
<% } -%>
<% if (s.more) { -%>
… og <%= s.more %> flere.

<% } -%>
<% } -%>
<% if (it.weekly) { -%>
UGENS OVERBLIK

<%= it.weekly.lastWeek %>

Denne uge: <%= it.weekly.thisWeekCount %>.

<% for (const line of it.weekly.thisWeek) { -%>
<%~ include('@line', { line, withResponsible: true }) %>
<% } -%>
<% if (it.weekly.thisWeekMore) { -%>
… og <%= it.weekly.thisWeekMore %> flere.

<% } -%>
<% } -%>
`,
);

/** The subject: the tasks it reminds of, and when Monday's weekly summary rides along, that too (issue 32). */
function subjectOf(it: ReminderView): string {
  const own = it.due.length + it.overdue.length;
  if (it.weekly && (own > 0 || it.escalated.length)) return `Ugens overblik og påmindelser for ${it.companyName}`;
  if (own === 1 && !it.escalated.length) return `Påmindelse: ${[...it.due, ...it.overdue][0].title}`;
  if (own > 0) return `Påmindelse: ${count(own, 'opgave', 'opgaver')} i ${it.companyName}`;
  if (it.escalated.length) return `Forsinkede opgaver i ${it.companyName}`;
  return `Ugens overblik for ${it.companyName}`;
}

export function reminderMail(it: ReminderView): Mail {
  const own = it.due.length + it.overdue.length;
  const data = { sections: sections(it), weekly: weekly(it) };
  const subject = subjectOf(it);
  const shell: Omit<ShellData, 'body'> = {
    subject,
    heading: own
      ? `Dine opgaver i ${it.companyName}`
      : it.escalated.length
        ? `Forsinkede opgaver i ${it.companyName}`
        : `Ugens overblik for ${it.companyName}`,
    paragraphs: [
      `Hej ${it.name}.`,
      own
        ? 'Disse opgaver er blevet aktuelle eller forsinkede siden din sidste påmindelse.'
        : `Her er, hvordan det står til med opgaverne i ${it.companyName}.`,
    ],
    action: { label: 'Åbn Servicebogen', url: it.actionUrl },
    footer: `Du får denne e-mail, fordi du er bruger i ${it.companyName} i Servicebogen. Du får højst én påmindelse om dagen.`,
  };
  return {
    to: it.to,
    subject,
    html: renderHtml('@shell', { ...shell, body: renderHtml('@reminders', data) }),
    text: renderText('@shell', { ...shell, body: renderText('@reminders', data) }),
  };
}
