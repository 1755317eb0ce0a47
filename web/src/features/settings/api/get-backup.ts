import type { BackupAnswer } from '#domain/backup/download';
import { request } from '../../../lib/api';

/** `GET /api/backup?companyId=`: the newest zip's link, or `building` while one is made (api.md). */
export const getBackup = (companyId: string) => request<BackupAnswer>('GET', 'backup', undefined, { companyId });
