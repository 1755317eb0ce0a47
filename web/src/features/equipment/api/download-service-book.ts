import { requestFile } from '../../../lib/api';
import { downloadBlob } from '../../../lib/download';

/**
 * GET /api/equipment/{id}/service-book?companyId=: the equipment's service book as a PDF, fetched
 * with the session's header and handed to the browser as a download (issue 17 D).
 */
export async function downloadServiceBook(companyId: string, equipmentId: string) {
  const { blob, fileName } = await requestFile(`equipment/${encodeURIComponent(equipmentId)}/service-book`, {
    companyId,
  });
  downloadBlob(fileName ?? 'servicebog.pdf', blob);
}
