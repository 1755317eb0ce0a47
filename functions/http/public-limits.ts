import { HttpError } from './http-errors';
import { takeFromWindow, type WindowLimit } from './window-counter';

/**
 * Rate limits of the stickers' public cards (decision 114): no login, so they count per client
 * address and per sticker, in fixed windows in the event-store table (one conditional `ADD` per
 * counter, like the e-mail limits, so parallel calls cannot overshoot and the function keeps no
 * state). Far above what a person at a machine does, far below what a script does.
 */
export type PublicAction = 'card' | 'photo' | 'report' | InspectionAction;
/** The external inspector's page (decision 174): its view, its uploads and its completion. */
export type InspectionAction = 'inspection' | 'inspectionUpload' | 'inspectionComplete';

type Limit = WindowLimit;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Per client address: card reads, photo uploads and fault reports. */
export const PER_ADDRESS: Record<PublicAction, Limit> = {
  card: { max: 300, windowMs: 10 * MINUTE },
  photo: { max: 20, windowMs: HOUR },
  report: { max: 20, windowMs: HOUR },
  // Guessing links: 30 looks in 10 minutes is far beyond an inspector's reloads.
  inspection: { max: 30, windowMs: 10 * MINUTE },
  inspectionUpload: { max: 60, windowMs: HOUR },
  inspectionComplete: { max: 20, windowMs: HOUR },
};
/** Per inspector's link: looks, uploads and completion attempts of one link. */
export const PER_LINK: Record<InspectionAction, Limit> = {
  inspection: { max: 60, windowMs: HOUR },
  inspectionUpload: { max: 30, windowMs: HOUR },
  inspectionComplete: { max: 10, windowMs: HOUR },
};
/** Per sticker: fault reports on one item. */
export const PER_STICKER: Limit = { max: 5, windowMs: HOUR };

export const TOO_MANY_REPORTS = 'Der er sendt for mange fejlmeldinger herfra. Vent lidt, og prøv igen.';
export const TOO_MANY_CARDS = 'Der er hentet for mange servicekort herfra. Vent lidt, og prøv igen.';
export const TOO_MANY_INSPECTION_CALLS = 'Der er for mange forespørgsler på eftersyn herfra. Vent lidt, og prøv igen.';

const tooMany = (action: PublicAction) =>
  action === 'card'
    ? TOO_MANY_CARDS
    : action === 'photo' || action === 'report'
      ? TOO_MANY_REPORTS
      : TOO_MANY_INSPECTION_CALLS;

const take = (scope: string, limit: Limit, now: Date) =>
  takeFromWindow(`PublicLimit#${scope}#${limit.windowMs}`, { kind: 'publicLimit', counter: 'used' }, limit, now);

/** Counts one `action` from the client address; a 429 in Danish over the limit. */
export async function limitAddress(action: PublicAction, address: string, now: Date): Promise<void> {
  if (!(await take(`${action}#address#${address}`, PER_ADDRESS[action], now)))
    throw new HttpError(429, 'TOO_MANY_REQUESTS', tooMany(action));
}

/** Counts one `action` on an inspector's link (by its id, never its secret); a 429 in Danish over the limit. */
export async function limitLink(action: InspectionAction, linkId: string, now: Date): Promise<void> {
  if (!(await take(`${action}#link#${linkId}`, PER_LINK[action], now)))
    throw new HttpError(429, 'TOO_MANY_REQUESTS', TOO_MANY_INSPECTION_CALLS);
}

/** Counts one fault report on the sticker; a 429 in Danish over the limit. */
export async function limitSticker(code: string, now: Date): Promise<void> {
  if (!(await take(`report#sticker#${code}`, PER_STICKER, now)))
    throw new HttpError(
      429,
      'TOO_MANY_REQUESTS',
      'Der er allerede sendt mange fejlmeldinger om dette. Vent lidt, og prøv igen.',
    );
}
