import { send } from '../../../lib/api';

/** GET /api/file?companyId=&key=: a download link to a report's photo, valid 10 minutes (asked for when shown). */
export const getPhotoUrl = (companyId: string, key: string) =>
  send<{ url: string }>('GET', 'file', undefined, { companyId, key });
