import { isUploadRef, safeFileName } from '../../domain/note/files';
import { DomainError } from '../../domain/shared/errors';
import type { StickerCode } from '../../domain/sticker/code';
import { FAULT_PHOTO_TYPES, MAX_FAULT_PHOTO_BYTES } from '../../domain/sticker/schemas';
import { WAITING_PREFIXES } from '../platform/config';
import { copyIntoCompany, headOf, uploadUrl } from '../platform/files';
import { newId } from '../store/ids';

/**
 * The photo of a sticker card's fault report (decision 166), uploaded without login. As the
 * inspector's uploads (decision 174), it waits under a neutral prefix, the sticker's own code
 * (`sticker/<code>/<uuid>---<name>`), and the visitor is answered only the opaque reference
 * `<uuid>---<name>`: nothing of the company or the item, in the reference nor in the upload URL.
 * The report copies it into the company's files (`<companyId>/<uuid>---<name>`) and keeps that key.
 */
const waitingKey = (code: StickerCode, ref: string) => `${WAITING_PREFIXES.sticker}${code}/${ref}`;

export const photoNotFoundMessage = 'Billedet blev ikke fundet. Vælg det igen.';
const photoNotFound = () =>
  new DomainError('invalid', 'FILE_NOT_FOUND', photoNotFoundMessage, { photo: photoNotFoundMessage });

/** A new upload for the card: its reference and the presigned PUT that signs its type and size. */
export async function newStickerPhoto(
  code: StickerCode,
  input: { fileName: string; contentType: string; size: number },
): Promise<{ ref: string; url: string }> {
  const ref = `${newId()}---${safeFileName(input.fileName)}`;
  return { ref, url: await uploadUrl(waitingKey(code, ref), input.contentType, input.size) };
}

/**
 * A reference given with a report: one this sticker's upload answered, uploaded, a picture within
 * 10 MB. A reference another sticker's upload answered, or one made up, is not found here.
 */
export async function assertStickerPhoto(code: StickerCode, ref: string): Promise<void> {
  if (!isUploadRef(ref)) throw photoNotFound();
  const head = await headOf(waitingKey(code, ref));
  if (
    !head ||
    !(FAULT_PHOTO_TYPES as readonly string[]).includes(head.ContentType ?? '') ||
    (head.ContentLength ?? 0) > MAX_FAULT_PHOTO_BYTES
  )
    throw photoNotFound();
}

/** The photo, copied into the company's files: the key the report keeps and its admins see. */
export async function adoptStickerPhoto(code: StickerCode, ref: string, companyId: string): Promise<string> {
  const key = `${companyId}/${ref}`;
  await copyIntoCompany(waitingKey(code, ref), key);
  return key;
}
