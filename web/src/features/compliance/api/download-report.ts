import { requestFile } from '../../../lib/api';
import { downloadBlob } from '../../../lib/download';

/**
 * GET /api/compliance/report?companyId=&locationId= (admins): the inspection-ready PDF, fetched with
 * the session's header (an anchor would go without it) and handed to the browser as a download. A
 * large PDF is answered with a 303 to a short-lived S3 link, which fetch follows.
 */
export async function downloadReport(companyId: string, locationId?: string) {
  const { blob, fileName } = await requestFile('compliance/report', { companyId, locationId });
  downloadBlob(fileName ?? 'lovpligtige-eftersyn.pdf', blob);
}
