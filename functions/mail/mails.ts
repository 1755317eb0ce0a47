import type { CompanyState } from '../../domain/company/decider';
import { formatDate } from '../../domain/shared/time';
import type { UserState } from '../../domain/user/decider';
import { appBaseUrl } from '../platform/config';
import type { Mail } from './mailer';
import { renderHtml, renderText } from './mail-templates';

/** One layout for every e-mail: a heading, paragraphs and one call to action, as HTML and text (`mail-templates.ts`). */
export function layout(opts: {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
}): Mail {
  return { to: opts.to, subject: opts.subject, html: renderHtml('@shell', opts), text: renderText('@shell', opts) };
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

export const mfaMail = (user: UserState, url: string): Mail =>
  layout({
    to: user.emailAddress,
    subject: 'Dit login til Servicebogen',
    heading: 'Log ind med to-trins login',
    paragraphs: [
      `Hej ${user.name}.`,
      'Brug knappen herunder for at logge ind. Linket virker i 5 minutter og kun én gang.',
      'Har du ikke forsøgt at logge ind, kan du se bort fra denne email.',
    ],
    action: { label: 'Log ind', url },
  });

export const resetMail = (user: UserState, url: string): Mail =>
  layout({
    to: user.emailAddress,
    subject: 'Vælg et nyt password til Servicebogen',
    heading: 'Vælg et nyt password',
    paragraphs: [
      `Hej ${user.name}.`,
      'Vi har fået en anmodning om et nyt password til din konto. Linket virker i 60 minutter og kun én gang.',
      'Har du ikke bedt om et nyt password, kan du se bort fra denne email.',
    ],
    action: { label: 'Vælg nyt password', url },
  });

export const invitationMail = (
  invitation: { name: string; emailAddress: string; companyName: string; expiresAt: string },
  inviter: string,
  url: string,
  hasAccount: boolean,
): Mail =>
  layout({
    to: invitation.emailAddress,
    subject: `Invitation til ${invitation.companyName} i Servicebogen`,
    heading: `Du er inviteret til ${invitation.companyName}`,
    paragraphs: [
      `Hej ${invitation.name}.`,
      `${inviter} har inviteret dig til at være med i ${invitation.companyName} i Servicebogen.`,
      hasAccount
        ? 'Du har allerede en konto: log ind og acceptér invitationen under Profil › Invitationer.'
        : 'Åbn invitationen og vælg et password for at komme i gang.',
      `Invitationen udløber ${formatDate(invitation.expiresAt)}.`,
    ],
    action: { label: 'Se invitationen', url },
  });

export const upgradeMail = (user: UserState, company: CompanyState): Mail =>
  layout({
    to: user.emailAddress,
    subject: `${company.name} har nu Servicebogen Unlimited`,
    heading: 'Tak for jeres opgradering til Unlimited',
    paragraphs: [
      `${company.name} (CVR ${company.vatNumber}) har nu Unlimited: alt udstyr og alle lokationer.`,
      'Pris: 12 måneder à 399 kr. = 4.788 kr. + 25 % moms (1.197 kr.) = 5.985 kr. i alt.',
      'Der er ingen binding. I modtager en faktura på adressen ' + `${company.address}, ${company.city}.`,
      `Abonnementet løber til ${formatDate(company.subscriptionEndDate ?? Date.now())} og fornyes, medmindre I opsiger det.`,
    ],
    action: { label: 'Se abonnementet', url: `${appBaseUrl()}/dashboard/${company.id}/settings#subscription` },
  });
