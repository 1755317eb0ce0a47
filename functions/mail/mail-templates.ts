import { Eta } from 'eta';

/**
 * The e-mails' templates (Eta, https://eta.js.org): one HTML shell every e-mail shares (brand,
 * heading, paragraphs, an optional body, one call to action) and the reminder's parts. HTML
 * escapes every value; the text instance does not escape (it is plain text). Inline styles only,
 * and blocks rather than wide tables, so phones and old mail clients show them well.
 */
// No automatic trimming: it would eat the newline after every value. Control tags end in `-%>`,
// which drops the one newline after them.
const html = new Eta({ autoEscape: true, autoTrim: false });
const text = new Eta({ autoEscape: false, autoTrim: false });

export interface ShellData {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Extra HTML under the paragraphs, rendered by another template of this file. */
  body?: string;
  action: { label: string; url: string };
  footer?: string;
}

html.loadTemplate(
  '@shell',
  `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title><%= it.subject %></title></head>
<body style="margin:0;background:#f3f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:28px 24px">
<p style="font-size:14px;font-weight:bold;color:#1d4ed8;margin:0 0 16px">Servicebogen</p>
<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px"><%= it.heading %></h1>
<% for (const p of it.paragraphs) { -%>
<p style="font-size:16px;line-height:1.5;margin:0 0 12px"><%= p %></p>
<% } -%>
<%~ it.body || '' %>
<p style="margin:24px 0"><a href="<%= it.action.url %>" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold"><%= it.action.label %></a></p>
<p style="font-size:13px;line-height:1.5;color:#52606d;margin:0 0 12px;word-break:break-all">Virker knappen ikke, så kopiér dette link ind i din browser:<br><%= it.action.url %></p>
<% if (it.footer) { -%>
<p style="font-size:13px;line-height:1.5;color:#52606d;margin:0"><%= it.footer %></p>
<% } -%>
</td></tr></table></td></tr></table></body></html>`,
);

text.loadTemplate(
  '@shell',
  `<%= it.heading %>

<% for (const p of it.paragraphs) { -%>
<%= p %>

<% } -%>
<% if (it.body) { -%>
<%= it.body -%>
<% } -%>
<%= it.action.label %>: <%= it.action.url %>

<% if (it.footer) { -%>
<%= it.footer %>

<% } -%>
Servicebogen
`,
);

/** Shared HTML of a task line: title (linked), where, deadline, status, and optionally who. */
html.loadTemplate(
  '@line',
  `<div style="border-left:4px solid <%= it.colour %>;background:#f8fafc;padding:8px 12px;margin:0 0 10px">
<a href="<%= it.line.url %>" style="font-size:16px;font-weight:bold;color:#1d4ed8"><%= it.line.title %></a>
<div style="font-size:14px;line-height:1.5;color:#3e4c59"><%= it.line.subjectLabel %>: <%= it.line.subjectName %> · Deadline: <%= it.line.deadline %> · <strong><%= it.line.status %></strong><% if (it.withResponsible) { %> · Ansvarlig: <%= it.line.responsible %><% } %></div>
</div>
`,
);

text.loadTemplate(
  '@line',
  `- <%= it.line.title %>
  <%= it.line.subjectLabel %>: <%= it.line.subjectName %> · Deadline: <%= it.line.deadline %> · <%= it.line.status %><% if (it.withResponsible) { %> · Ansvarlig: <%= it.line.responsible %><% } %>
  <%= it.line.url %>
`,
);

export const renderHtml = (name: string, data: object) => html.render(name, data);
export const renderText = (name: string, data: object) => text.render(name, data);
export const templates = { html, text };
