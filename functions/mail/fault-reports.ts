import type { FaultReportState } from '../../domain/fault-report/decider';
import {
  PHOTO_ATTACHED,
  adminMailSubject,
  faultReference,
  faultReportStatusLabels,
} from '../../domain/fault-report/status';
import { formatDateTime } from '../../domain/shared/time';
import type { ItemPlace } from '../../domain/sticker/card';
import { stickerPath } from '../../domain/sticker/code';
import type { UserState } from '../../domain/user/decider';
import { appBaseUrl } from '../platform/config';
import { clock } from '../platform/clock';
import { log } from '../platform/logger';
import type { EventStore } from '../store/event-store';
import { loadStream } from '../store/store';
import { mayMail } from './mail-limits';
import { layout } from './mails';
import { recordedMail, type QueuedMail } from './outbox';

/**
 * The e-mails of a fault report (decision 166), recorded with the report's commit (decision 099):
 * to the company's admins, 'Fejlmelding: <item>'; to the visitor who left an address, a receipt
 * with the reference, and later the admin's answer when it is solved or rejected.
 */

const excerpt = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text);
const cardUrl = (report: FaultReportState) => `${appBaseUrl()}${stickerPath(report.stickerCode)}`;
/** The admins' list of reports, showing the open ones. */
export const faultReportsUrl = (companyId: string) => `${appBaseUrl()}/dashboard/${companyId}/fejlmeldinger`;

/** 'Kompressor (nr. K-1) i Kedelrum' */
export function itemText(name: string, place: ItemPlace): string {
  const number = place.equipmentId ? ` (nr. ${place.equipmentId})` : '';
  return `${name}${number}${place.location ? ` i ${place.location}` : ''}`;
}

async function admin(store: EventStore, companyId: string, id: string): Promise<UserState | null> {
  const user = await loadStream<UserState>('User', id, store);
  const role = user && !user.state.deleted ? user.state.roles[companyId]?.type : undefined;
  return role === 'ADMIN' || role === 'SUPER_ADMIN' ? user!.state : null;
}

/** Within the address's limit: else it is left out (the report stands), as a note's e-mail is. */
async function allowed(kind: 'faultReport' | 'faultReceipt', to: string, companyId: string): Promise<boolean> {
  if (await mayMail(kind, to, companyId, clock.now())) return true;
  log.warn('fault report mail over the rate limit, not sent', { companyId, kind });
  return false;
}

/** Who a new report's e-mails go to: the admins and the reporter within their limits. */
export interface ReportRecipients {
  admins: Pick<UserState, 'name' | 'emailAddress'>[];
  /** The reporter's address, when they left one and it may be mailed now. */
  reporter: string | null;
}

/**
 * A new report's recipients, decided once per request before the report is numbered: the
 * company's admins (each confirmed on their own stream) and the reporter's address, each within
 * its limit (counted here, so a report decided again for a taken number counts nothing twice).
 */
export async function reportRecipients(
  store: EventStore,
  companyId: string,
  adminIds: string[],
  email: string | undefined,
): Promise<ReportRecipients> {
  const admins = (await Promise.all([...new Set(adminIds)].map((id) => admin(store, companyId, id)))).filter(
    (user): user is UserState => user !== null,
  );
  const allowedAdmins = (
    await Promise.all(
      admins.map(async (user) => ((await allowed('faultReport', user.emailAddress, companyId)) ? [user] : [])),
    )
  ).flat();
  const reporter = email && (await allowed('faultReceipt', email, companyId)) ? email : null;
  return { admins: allowedAdmins, reporter };
}

/**
 * Pure: a new report's e-mails, once it has its number: one to each admin, 'Fejlmelding: <item>',
 * and the receipt with the reference to the reporter who left an address.
 */
export function reportedMails(
  report: FaultReportState,
  context: { companyName: string; place: ItemPlace },
  recipients: ReportRecipients,
): QueuedMail[] {
  const reference = faultReference(report.number);
  const where = itemText(report.itemName, context.place);
  const toAdmins = recipients.admins.map((user) =>
    recordedMail(
      layout({
        to: user.emailAddress,
        subject: adminMailSubject(report.itemName),
        heading: `Ny fejlmelding ${reference}`,
        paragraphs: [
          `Hej ${user.name}.`,
          `En besøgende har meldt en fejl på ${where} via klistermærket (${formatDateTime(report.reportedAt)}):`,
          excerpt(report.description),
          ...(report.photo ? [PHOTO_ATTACHED] : []),
          report.email
            ? 'Den, der meldte fejlen, får en e-mail med jeres svar, når I lukker fejlmeldingen.'
            : 'Den, der meldte fejlen, har ikke skrevet en e-mail til svar.',
        ],
        action: { label: 'Se fejlmeldingen', url: faultReportsUrl(report.companyId) },
      }),
      'faultReport',
    ),
  );
  const receipt = recipients.reporter
    ? [
        recordedMail(
          layout({
            to: recipients.reporter,
            subject: `Vi har modtaget din fejlmelding ${reference}`,
            heading: 'Tak for din fejlmelding',
            paragraphs: [
              `Din fejlmelding om ${where} er sendt til ${context.companyName}. Den har referencen ${reference}.`,
              excerpt(report.description),
              `Du får en e-mail, når fejlmeldingen er løst eller afvist. Skriv ${reference}, hvis du kontakter ${context.companyName} om den.`,
            ],
            action: { label: 'Se servicekortet', url: cardUrl(report) },
          }),
          'faultReceipt',
        ),
      ]
    : [];
  return [...toAdmins, ...receipt];
}

/** A closed report's e-mail to its reporter, with the admin's answer (none without an address). */
export async function closedMails(report: FaultReportState, companyName: string): Promise<QueuedMail[]> {
  if (!report.email || (report.status !== 'SOLVED' && report.status !== 'REJECTED')) return [];
  if (!(await allowed('faultReceipt', report.email, report.companyId))) return [];
  const reference = faultReference(report.number);
  const solved = report.status === 'SOLVED';
  return [
    recordedMail(
      layout({
        to: report.email,
        subject: `Din fejlmelding ${reference} er ${solved ? 'løst' : 'afvist'}`,
        heading: `Fejlmelding ${reference}: ${faultReportStatusLabels[report.status]}`,
        paragraphs: [
          `${companyName} har ${solved ? 'løst' : 'afvist'} din fejlmelding om ${report.itemName}.`,
          `Svar fra ${companyName}:`,
          report.answer ?? '',
          'Tak, fordi du sagde til.',
        ],
        action: { label: 'Se servicekortet', url: cardUrl(report) },
      }),
      'faultReceipt',
    ),
  ];
}
