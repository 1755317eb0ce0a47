import { send } from '../../../lib/api';

/** GET /api/file?companyId=&key=: a download link to a completion's file, valid 10 minutes (asked for on click). */
export const getFileUrl = (companyId: string, key: string) =>
  send<{ url: string }>('GET', 'file', undefined, { companyId, key });
