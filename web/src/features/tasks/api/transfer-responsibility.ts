import { send } from '../../../lib/api';
import { showsTasks } from '../../../lib/tasks/cache-keys';
import { useMutation } from '../../../lib/use-mutation';

/** PATCH /api/task/responsibility?companyId= {taskId: newResponsibleId} (SUPER_ADMIN): `{updated}`. */
export const transferResponsibility = (companyId: string, changes: Record<string, string>) =>
  send<{ updated: number }>('PATCH', 'task/responsibility', changes, { companyId });

/** Refreshes tasks and responsibles before the toast (spec 001 §7); the toasts of spec 001 §8. */
export function useTransferResponsibility(companyId: string) {
  return useMutation({
    name: 'transfer-responsibility',
    request: (changes: Record<string, string>) => transferResponsibility(companyId, changes),
    revalidate: () => [showsTasks],
    success: ({ updated }) => ({
      heading: 'Ændringerne blev gemt',
      text: updated === 1 ? 'Ansvaret for 1 opgave blev overført.' : `Ansvaret for ${updated} opgaver blev overført.`,
    }),
    failure: () => ({ heading: 'Ændringerne blev ikke gemt', text: 'Ansvaret kunne ikke overføres.', type: 'alert' }),
  });
}
