import type { CompanyState } from '../../domain/company/decider';
import type { UserState } from '../../domain/user/decider';
import { appBaseUrl } from './config';
import type { Mail } from './mailer';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One layout for every e-mail: a heading, paragraphs and one call to action, as HTML and text. */
export function layout(opts: { to: string; subject: string; heading: string; paragraphs: string[]; action: { label: string; url: string } }): Mail {
  const html = `<!doctype html><html lang="da"><body style="margin:0;background:#f3f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:14px;font-weight:bold;color:#1d4ed8;padding-bottom:16px">Servicebogen</td></tr>
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${escape(opts.heading)}</h1>
${opts.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;margin:0 0 12px">${escape(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escape(opts.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escape(opts.action.label)}</a></p>
<p style="font-size:13px;color:#52606d">Virker knappen ikke, så kopiér dette link ind i din browser:<br>${escape(opts.action.url)}</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [opts.heading, '', ...opts.paragraphs, '', `${opts.action.label}: ${opts.action.url}`, '', 'Servicebogen'].join('\n');
  return { to: opts.to, subject: opts.subject, html, text };
}

export const welcomeMail = (user: UserState, company: CompanyState): Mail =>
  layout({
    to: user.emailAddress,
    subject: 'Velkommen til Servicebogen',
    heading: `Velkommen, ${user.name}`,
    paragraphs: [
      `Din konto og virksomheden ${company.name} er oprettet i Servicebogen.`,
      'Du kan nu registrere udstyr og lokationer og give opgaver til dine kolleger.',
    ],
    action: { label: 'Gå til Servicebogen', url: `${appBaseUrl()}/dashboard/${company.id}` },
  });
