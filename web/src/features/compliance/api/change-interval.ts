import type { Interval } from '#domain/task/intervals';
import { send } from '../../../lib/api';
import { startingWith } from '../../../lib/cache-keys';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { complianceViews } from './get-compliance';

export interface IntervalInput {
  taskId: string;
  version: number;
  interval: Interval;
  reason: string;
}

/** PATCH /api/compliance/interval?companyId= (admins): the rule's interval clears the override. */
export const changeInterval = (companyId: string, input: IntervalInput) =>
  send<{ id: string; version: number }>('PATCH', 'compliance/interval', input, { companyId });

export function useChangeInterval(companyId: string) {
  return useMutation({
    name: 'compliance-interval',
    request: (input: IntervalInput) => changeInterval(companyId, input),
    revalidate: () => [complianceViews],
    refresh: () => [startingWith('api/task')],
    success: () => ({ heading: 'Intervallet er ændret' }),
    failure: alertFor('Intervallet kunne ikke ændres'),
  });
}
