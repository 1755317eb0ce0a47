import { send } from '../../../lib/api';
import { overviews, startingWith } from '../../../lib/cache-keys';
import { countsTasks } from '../../../lib/tasks/cache-keys';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { complianceViews } from './get-compliance';
import type { ApplyDutyInput } from './types';

/** POST /api/compliance/apply?companyId= (admins): a routine made from the duty; 201 with the task's id. */
export const applyDuty = (companyId: string, input: ApplyDutyInput) =>
  send<{ id: string; version: number }>('POST', 'compliance/apply', input, { companyId });

export function useApplyDuty(companyId: string) {
  return useMutation({
    name: 'compliance-apply',
    request: (input: ApplyDutyInput) => applyDuty(companyId, input),
    revalidate: () => [complianceViews],
    refresh: () => [startingWith('api/task'), countsTasks, overviews],
    success: () => ({ heading: 'Det lovpligtige eftersyn er tilføjet', text: 'Det er oprettet som en rutine.' }),
    failure: alertFor('Eftersynet kunne ikke tilføjes'),
  });
}
