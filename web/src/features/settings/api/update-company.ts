import type { NotificationInput } from '../../../lib/notifications';
import type { CompanyUpdate } from '../../../lib/company/types';
import { companyUpdate } from '../../../lib/company/update-company';
import { alertFor, useMutation } from '../../../lib/use-mutation';

export interface SettingsChange {
  update: CompanyUpdate;
  /** The toast when it is saved. */
  success: NotificationInput;
}

/**
 * Saves one change of the settings page and shows the outcome: the change's own success, or 'Din
 * virksomhed kunne ikke opdateres' (spec 000 §8) with the server's reason when it gave one.
 */
export function useUpdateCompany(companyId: string) {
  return useMutation({
    name: 'update-company',
    ...companyUpdate<SettingsChange>(companyId),
    success: (_, change) => change.success,
    failure: alertFor('Din virksomhed kunne ikke opdateres'),
  });
}
