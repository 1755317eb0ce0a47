import type { ServiceCard } from '#domain/sticker/card';
import type { FaultReportInput } from '#domain/sticker/schemas';

export type { ServiceCard };
import { send } from '../../../lib/api';

export interface CardAnswer {
  card: ServiceCard;
  /** Only for a member of the item's company: where its page is. */
  member?: { companyId: string; kind: 'equipment' | 'location'; id: string };
}

const base = (code: string) => `public/sticker/${encodeURIComponent(code)}`;

/** The card; with the visitor's session when there is one, so a member learns where the item is. */
export const getCard = (code: string) => send<CardAnswer>('GET', base(code));

/**
 * The photo of a fault report: a presigned upload URL for it, then the picture PUT straight to
 * the bucket (decision 113). The photo's opaque reference, to send with the report (nothing of the
 * company in it: the report makes it the company's file), or the message to show.
 */
export async function uploadPhoto(
  code: string,
  file: File,
): Promise<{ ok: true; ref: string } | { ok: false; message: string }> {
  const failed = 'Billedet kunne ikke sendes. Prøv igen.';
  const target = await send<{ url: string; ref: string }>(
    'POST',
    `${base(code)}/photo`,
    { fileName: file.name, contentType: file.type, size: file.size },
    undefined,
    { anonymous: true },
  );
  if (!target.ok) {
    const fields = target.error.body.fields ?? {};
    return { ok: false, message: Object.values(fields)[0] ?? target.error.body.message ?? failed };
  }
  try {
    const response = await fetch(target.data.url, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': file.type },
    });
    return response.ok ? { ok: true, ref: target.data.ref } : { ok: false, message: failed };
  } catch {
    return { ok: false, message: failed };
  }
}

/** POST /api/public/sticker/{code}/fault, without the visitor's session: the report's reference ('F-42'). */
export const reportFault = (code: string, report: FaultReportInput) =>
  send<{ reported: true; reference: string }>('POST', `${base(code)}/fault`, report, undefined, { anonymous: true });
