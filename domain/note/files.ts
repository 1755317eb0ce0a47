import * as z from 'zod';
import { requiredText } from '../shared/fields';

/** At most 25 MB a file (decisions.md "Files"). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
export const fileTooLargeMessage = 'Filen er for stor. En fil må højst fylde 25 MB.';
/** Names this long or longer are shortened on screen (spec 001 §5, §9). */
export const FILE_NAME_SHORTEN_AT = 26;
/** Shown inline in the app; every other file is a download (spec 001 §5). */
export const INLINE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'mp4', 'svg'] as const;
export const MAX_FILES = 20;

/**
 * The types a file may be uploaded as (decisions.md "Files": the type is signed into the upload,
 * so S3 stores and serves no other). Pictures, videos, PDF, text and office documents; anything
 * else is declared `application/octet-stream` and is only ever downloaded. HTML, XML and scripts
 * are not on the list.
 */
export const ALLOWED_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/svg+xml',
  'video/mp4',
  'video/quicktime',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/zip',
  'application/octet-stream',
] as const;
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';
export const fileTypeMessage = 'Filtypen kan ikke uploades. Vælg et billede, en video, en PDF eller et dokument.';
export const isAllowedContentType = (type: string) => (ALLOWED_CONTENT_TYPES as readonly string[]).includes(type);
/** What a browser file declares: its own type, or `application/octet-stream` when it has none. */
export const declaredType = (file: { type: string }) => file.type || UNKNOWN_CONTENT_TYPE;

const sizeMessage = 'Angiv filens størrelse';

/** `POST /api/upload`: name, type and size are all declared, and all are signed into the URL. */
export const uploadSchema = z.object({
  fileName: requiredText('Vælg en fil', 200),
  contentType: z.string({ error: fileTypeMessage }).refine(isAllowedContentType, { error: fileTypeMessage }),
  size: z.number({ error: sizeMessage }).int({ error: sizeMessage }).min(0, { error: sizeMessage }),
});

/** File keys sent with a note or task: `{companyId}/{uuid}---{name}`. */
export const fileKeys = z
  .array(z.string().min(1).max(400), { error: 'Filerne kunne ikke læses' })
  .max(MAX_FILES, { error: `Højst ${MAX_FILES} filer` });

/**
 * At most this many UTF-8 bytes of a name go into its key. s3rver keeps a key's last segment
 * (`{uuid}---{name}` plus its 22-byte `._S3rver_metadata.json` suffix) as one file name, which
 * file systems cap at 255 bytes; S3 caps a whole key at 1,024 bytes.
 */
export const MAX_FILE_NAME_BYTES = 150;
export const MAX_KEY_BYTES = 1024;
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * A name safe to keep in a key: no folders, no control characters, and at most
 * `MAX_FILE_NAME_BYTES` UTF-8 bytes (whole characters cut from the start, so the extension stays).
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/-{3,}/g, '-')
    .trim();
  const characters = Array.from(cleaned);
  while (utf8Bytes(characters.join('')) > MAX_FILE_NAME_BYTES) characters.shift();
  return characters.join('').trim() || 'fil';
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * Whether `key` is a file key of `companyId` as `POST /api/upload` makes them:
 * `{companyId}/{uuid}---{name}`, one folder deep, whatever the name holds (`..` included).
 */
export function isFileKeyOf(key: string, companyId: string): boolean {
  if (!companyId || !key.startsWith(`${companyId}/`) || utf8Bytes(key) > MAX_KEY_BYTES) return false;
  return new RegExp(`^${UUID}---[^/]+$`).test(key.slice(companyId.length + 1));
}

/**
 * An anonymous upload's opaque reference, as its upload answers it (the inspector's page, decision
 * 174; the sticker card's photo): `<uuid>---<name>`, no folder, nothing of the company in it. The
 * upload waits under a neutral prefix and is copied to `{companyId}/{ref}` when it is used.
 */
const REF = new RegExp(`^${UUID}---[^/\\\\\\u0000-\\u001f\\u007f-\\u009f]+$`);
export const isUploadRef = (ref: string) => ref.length <= 400 && REF.test(ref);

/** A file as the API answers it with a note, a response or a task: shown or downloaded. */
export interface Attachment {
  key: string;
  /** `fileDisplayName` of the key. */
  name: string;
  /** A download URL valid 10 minutes ('' in the SPA until the server has it). */
  url: string;
  /** Shown in the app (`isInlineMedia`), else a download. */
  inline: boolean;
}

/** The part of a file id after its '---' prefix (spec 001 §3). */
export function fileDisplayName(key: string): string {
  const at = key.indexOf('---');
  return at >= 0 ? key.slice(at + 3) : (key.split('/').pop() ?? key);
}

export const fileExtension = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

export const isInlineMedia = (name: string) => (INLINE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
export const isVideo = (name: string) => fileExtension(name) === 'mp4';

/**
 * How the bucket serves a file when its URL is opened (decisions.md "Files"): only pictures and
 * videos that cannot carry script open in the browser, as the type their extension names. SVG is
 * shown in the app through `<img>` (which runs no script) but opened on its own it downloads, like
 * HTML and every other type, as a type the browser does not render.
 */
const SERVED_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  svg: 'image/svg+xml',
};
export function servedAs(name: string): { disposition: 'inline' | 'attachment'; contentType: string } {
  const extension = fileExtension(name);
  const contentType = SERVED_TYPES[extension] ?? UNKNOWN_CONTENT_TYPE;
  return {
    disposition: extension === 'svg' || contentType === UNKNOWN_CONTENT_TYPE ? 'attachment' : 'inline',
    contentType,
  };
}

/** `Content-Disposition` with the name as RFC 5987 `filename*` (UTF-8, every byte outside RFC 5987's attr-char escaped). */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  // encodeURIComponent leaves ' ( ) * as they are, which attr-char does not allow.
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename*=UTF-8''${encoded}`;
}

/** Shortens names of 26 or more characters, keeping the start and the extension. */
export function shortFileName(name: string): string {
  if (name.length < FILE_NAME_SHORTEN_AT) return name;
  const extension = fileExtension(name);
  const tail = extension ? `.${extension}` : '';
  const keep = FILE_NAME_SHORTEN_AT - 2 - tail.length;
  return `${name.slice(0, Math.max(keep, 1))}…${tail}`;
}
