import type { DutyId } from '#domain/inspection/types';
import { send } from '../../../lib/api';
import { startingWith } from '../../../lib/cache-keys';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { complianceViews } from './get-compliance';

export interface AcceptInput {
  dutyId: DutyId;
  toVersion: number;
  tasks: { id: string; version: number }[];
}

/** POST /api/compliance/accept?companyId= (admins): the tasks move to the template's new version. */
export const acceptVersion = (companyId: string, input: AcceptInput) =>
  send<{ accepted: { id: string; version: number }[] }>('POST', 'compliance/accept', input, { companyId });

export function useAcceptVersion(companyId: string) {
  return useMutation({
    name: 'compliance-accept',
    request: (input: AcceptInput) => acceptVersion(companyId, input),
    revalidate: () => [complianceViews],
    refresh: () => [startingWith('api/task')],
    success: ({ accepted }) => ({
      heading: 'Den nye version er accepteret',
      text: accepted.length === 1 ? '1 opgave er opdateret.' : `${accepted.length} opgaver er opdateret.`,
    }),
    failure: alertFor('Den nye version kunne ikke accepteres'),
  });
}
