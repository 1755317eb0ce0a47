import type { FaultReportOutcome, FaultReportStatus } from '../../events/catalogue';

export type { FaultReportOutcome, FaultReportStatus };

/** The statuses as the SPA, the e-mails and the list's filter name them (issue 29). */
export const faultReportStatusLabels: Record<FaultReportStatus, string> = {
  NEW: 'Ny',
  IN_PROGRESS: 'Under behandling',
  SOLVED: 'Løst',
  REJECTED: 'Afvist',
};

/** A report is open until it is solved or rejected: the card says so, the overview counts it. */
export const isOpen = (status: FaultReportStatus) => status === 'NEW' || status === 'IN_PROGRESS';

/** What the public card says while a report on its item is open (no text of the report itself). */
export const KNOWN_FAULT = 'Kendt fejl, under behandling';

/** A report's reference: its company's running number, 'F-42' (decision 166). */
export const faultReference = (number: number) => `F-${number}`;

/** The admin's e-mail's subject: 'Fejlmelding: <item name>' (issue 29). */
export const adminMailSubject = (itemName: string) => `Fejlmelding: ${itemName}`;

/** What the admin's e-mail says when the visitor sent a photo. */
export const PHOTO_ATTACHED = 'Der er vedhæftet et foto.';
