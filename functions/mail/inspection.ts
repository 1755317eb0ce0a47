import { inspectionResultLabels, type Inspector } from '../../domain/inspection/types';
import { formatDate, formatDateTime } from '../../domain/shared/time';
import type { UserState } from '../../domain/user/decider';
import { appBaseUrl } from '../platform/config';
import { taskUrl } from '../use-cases/reminders/content';
import { layout } from './mails';
import { recordedMail, type QueuedMail } from './outbox';

/**
 * The e-mails of the external inspector's link (decision 174), recorded with their commits
 * (decision 099): the link to the inspector, and 'Eftersyn registreret: …' to the company's
 * admins once the inspector has completed. The inspector's e-mail names the admin who sent it
 * (the inspector deals with them) and nobody else of the company.
 */

/** What both e-mails say about the task: its title, the item and where it is. */
export interface InspectedTask {
  companyId: string;
  taskId: string;
  companyName: string;
  title: string;
  /** 'Kompressor (nr. K-1) i Kedelrum'. */
  item: string;
}

export function inspectorMail(
  task: InspectedTask,
  to: { name: string; email: string },
  senderName: string,
  deadline: string,
  validUntil: string,
  url: string,
): QueuedMail {
  return recordedMail(
    layout({
      to: to.email,
      subject: `Eftersyn for ${task.companyName}: ${task.title}`,
      heading: `${task.companyName} beder dig om et eftersyn`,
      paragraphs: [
        `Hej ${to.name}.`,
        `${senderName} fra ${task.companyName} har sendt dig eftersynet "${task.title}" af ${task.item}.`,
        `Fristen er ${formatDate(deadline)}.`,
        'Åbn linket for at se opgaven og tjeklisten, besvare den, uploade din rapport (PDF eller billeder) og angive dit certifikatnummer og resultatet. Du skal ikke logge ind.',
        `Linket virker til ${formatDate(validUntil)} og kan bruges én gang. Del det ikke med andre.`,
      ],
      action: { label: 'Åbn eftersynet', url },
    }),
    'inspection',
  );
}

const excerpt = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text);

/** One e-mail to each admin: who inspected, the result, the certificate, the remarks and how many files. */
export function inspectionDoneMails(
  task: InspectedTask,
  admins: Pick<UserState, 'name' | 'emailAddress'>[],
  inspector: Inspector,
  finishedOn: string,
  remarks: string,
  files: number,
): QueuedMail[] {
  const result = inspectionResultLabels[inspector.result];
  return admins.map((admin) =>
    recordedMail(
      layout({
        to: admin.emailAddress,
        subject: `Eftersyn registreret: ${task.title}`,
        heading: `Eftersyn registreret: ${result}`,
        paragraphs: [
          `Hej ${admin.name}.`,
          `${inspector.name} (${inspector.company}) har registreret eftersynet "${task.title}" af ${task.item} (${formatDateTime(finishedOn)}).`,
          `Resultat: ${result}.${inspector.certificateNumber ? ` Certifikatnummer: ${inspector.certificateNumber}.` : ''}`,
          ...(remarks.trim() ? [`Bemærkninger: ${excerpt(remarks.trim())}`] : []),
          files === 0
            ? 'Inspektøren har ikke vedhæftet filer.'
            : `Rapporten er gemt på opgaven (${files} ${files === 1 ? 'fil' : 'filer'}).`,
        ],
        action: { label: 'Se opgaven', url: taskUrl(appBaseUrl(), task.companyId, task.taskId) },
      }),
      'inspection',
    ),
  );
}
