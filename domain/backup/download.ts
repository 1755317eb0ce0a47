/**
 * `GET /api/backup` (api.md; decision 046 "Backups"): the newest zip as a short-lived link (200),
 * or, while a company has none yet, 202 with `building`: a backup has been queued and the client
 * asks again until the link comes.
 */
export type BackupAnswer =
  { status: 'ready'; url: string; fileName: string; createdAt: string } | { status: 'building' };

/** A queued on-demand backup is asked for again only after this long (the job's retries run meanwhile). */
export const BACKUP_REQUEST_RETRY_MS = 5 * 60 * 1000;
/** How often the SPA asks again while a backup is built; the spec says it may take up to a minute. */
export const BACKUP_POLL_MS = 3000;
