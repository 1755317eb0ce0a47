import { z } from 'zod';
import { requiredText } from '../shared/fields';

/** At most 25 MB a file (decisions.md "Files"). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
export const fileTooLargeMessage = 'Filen er for stor. En fil må højst fylde 25 MB.';
/** Names this long or longer are shortened on screen (spec 001 §5, §9). */
export const FILE_NAME_SHORTEN_AT = 26;
/** Shown inline; every other file is a download (spec 001 §5). */
export const INLINE_EXTENSIONS = ['jpg', 'png', 'jpeg', 'mp4', 'svg'] as const;
export const MAX_FILES = 20;

export const uploadSchema = z.object({
  fileName: requiredText('Vælg en fil', 200),
  contentType: z.string().max(200).optional(),
  size: z.number({ error: 'Angiv filens størrelse' }).int().min(0, { error: 'Angiv filens størrelse' }).optional(),
});

/** File keys sent with a note or task: `{companyId}/{uuid}---{name}`. */
export const fileKeys = z.array(z.string().min(1).max(400), { error: 'Filerne kunne ikke læses' }).max(MAX_FILES, { error: `Højst ${MAX_FILES} filer` });

/** A name safe to keep in a key: no folders, no control characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').replace(/-{3,}/g, '-').trim();
  return cleaned.slice(-150) || 'fil';
}

/** The part of a file id after its '---' prefix (spec 001 §3). */
export function fileDisplayName(key: string): string {
  const at = key.indexOf('---');
  return at >= 0 ? key.slice(at + 3) : (key.split('/').pop() ?? key);
}

export const fileExtension = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

export const isInlineMedia = (name: string) => (INLINE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
export const isVideo = (name: string) => fileExtension(name) === 'mp4';

/** Shortens names of 26 or more characters, keeping the start and the extension. */
export function shortFileName(name: string): string {
  if (name.length < FILE_NAME_SHORTEN_AT) return name;
  const extension = fileExtension(name);
  const tail = extension ? `.${extension}` : '';
  const keep = FILE_NAME_SHORTEN_AT - 2 - tail.length;
  return `${name.slice(0, Math.max(keep, 1))}…${tail}`;
}
