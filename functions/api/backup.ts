import { zipFileName } from '../../domain/backup/tables';
import { BACKUP_REQUEST_RETRY_MS, type BackupAnswer } from '../../domain/backup/download';
import { apiHandler } from '../http/api';
import { backupDownloadUrl, lastRequest, newestBackup, recordRequest } from '../use-cases/backups';
import { queueUrl } from '../platform/config';
import { sendAll } from '../platform/queues';
import type { CompanyMessage } from '../jobs/message';
import { backupRoutes } from './routes/backup.routes';
import { log } from '../platform/logger';

/**
 * The newest backup zip as a short-lived link; with none yet, the company's backup is queued (the
 * nightly job's own worker builds it, which may take longer than an API call may last) and the
 * answer is 202 until it is there (decision 046 "Backups"). Failures reach the client as the
 * contract's 500 and are logged by the shared middleware (spec 000 §8: backup errors are only logged).
 */
export const handler = apiHandler(backupRoutes, {
  'GET /api/backup': async (req) => {
    const companyId = req.company!.id;
    const newest = await newestBackup(companyId);
    if (newest) {
      const body: BackupAnswer = {
        status: 'ready',
        url: await backupDownloadUrl(newest.key, newest.createdAt),
        fileName: zipFileName(newest.createdAt),
        createdAt: newest.createdAt.toISOString(),
      };
      return { body };
    }
    const requested = await lastRequest(companyId);
    if (!requested || req.now.getTime() - requested.getTime() >= BACKUP_REQUEST_RETRY_MS || requested > req.now) {
      const message: CompanyMessage = { job: 'backup', companyId };
      await sendAll(queueUrl('backup'), [JSON.stringify(message)]);
      await recordRequest(companyId, req.now);
      log.info('backup requested', { companyId });
    }
    const body: BackupAnswer = { status: 'building' };
    return { status: 202, body };
  },
});
