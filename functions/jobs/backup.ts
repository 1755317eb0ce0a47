import { backupTables, type BackupData, type BackupPerson } from '../../domain/backup/tables';
import type { UserState } from '../../domain/user/decider';
import { writeBackup } from '../use-cases/backup-zip';
import { loadStream } from '../store/store';
import { equipmentOf, locationsOf, notesOf } from '../queries/inventory';
import { membersOf } from '../queries/memberships';
import { completionsIn, tasksOf } from '../queries/tasks';
import { completionPartitions } from '../queries/inline-rows';
import { faultReportRowsOf } from '../queries/fault-reports';
import { companyJob } from './company-job';
import { log } from '../platform/logger';

/** Everything the backup holds, from the read models (people's names and addresses from their streams). */
async function backupData(companyId: string): Promise<BackupData> {
  const [equipment, locations, members, tasks, taskNotes, equipmentNotes, locationNotes, completions, reports] =
    await Promise.all([
      equipmentOf(companyId),
      locationsOf(companyId),
      membersOf(companyId),
      tasksOf(companyId),
      notesOf(companyId, 'TASK'),
      notesOf(companyId, 'EQUIPMENT'),
      notesOf(companyId, 'LOCATION'),
      completionsIn(completionPartitions.company(companyId), null),
      faultReportRowsOf(companyId),
    ]);
  const people = await Promise.all(
    members.map(async (member): Promise<BackupPerson | null> => {
      const user = (await loadStream<UserState>('User', member.userId))?.state;
      return user && !user.deleted
        ? { id: user.id, name: user.name, emailAddress: user.emailAddress, role: member.role }
        : null;
    }),
  );
  return {
    equipment,
    locations,
    people: people.filter((p): p is BackupPerson => p !== null),
    tasks,
    notes: [...taskNotes, ...equipmentNotes, ...locationNotes],
    completions,
    faultReports: reports.map((report) => report.state),
  };
}

/**
 * One company's backup per message of the backup queue (decision 046 "Backups"): the dispatcher
 * fills the queue nightly at 02:00 Copenhagen, and `GET /api/backup` queues one company when it
 * has none yet. Writes a zip of eight CSV files to the backups bucket: the spec's five, the
 * maintenance log and its readings (decision 165), and the fault reports (decision 166).
 */
export const handler = companyJob('backup', async (companyId, now) => {
  const { key, bytes } = await writeBackup(companyId, backupTables(await backupData(companyId), now), now);
  log.info('backup written', { companyId, key, bytes });
  return 1;
});
