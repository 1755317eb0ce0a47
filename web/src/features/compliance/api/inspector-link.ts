import { formatDate } from '#domain/shared/time';
import { send } from '../../../lib/api';
import { alertFor, useMutation } from '../../../lib/use-mutation';
import { complianceViews } from './get-compliance';

export interface SendToInspectorInput {
  taskId: string;
  name: string;
  company: string;
  email: string;
  certificateNumber?: string;
}

/** POST /api/compliance/inspector?companyId= (admins): mails the inspector a link; ends the previous one. */
export const sendToInspector = (companyId: string, input: SendToInspectorInput) =>
  send<{ linkId: string; validUntil: string }>('POST', 'compliance/inspector', input, { companyId });

/** DELETE /api/compliance/inspector?companyId= (admins): the link stops working; 204. */
export const revokeInspectorLink = (companyId: string, taskId: string) =>
  send<null>('DELETE', 'compliance/inspector', { taskId }, { companyId });

export function useSendToInspector(companyId: string) {
  return useMutation({
    name: 'compliance-inspector-send',
    request: (input: SendToInspectorInput) => sendToInspector(companyId, input),
    revalidate: () => [complianceViews],
    success: ({ validUntil }, input) => ({
      heading: 'Linket er sendt',
      text: `${input.name} har fået et link på e-mail. Det gælder til og med ${formatDate(validUntil)}.`,
    }),
    failure: alertFor('Linket kunne ikke sendes'),
  });
}

export function useRevokeInspectorLink(companyId: string) {
  return useMutation({
    name: 'compliance-inspector-revoke',
    request: (taskId: string) => revokeInspectorLink(companyId, taskId),
    revalidate: () => [complianceViews],
    success: () => ({ heading: 'Linket er tilbagekaldt', text: 'Det virker ikke længere.' }),
    failure: alertFor('Linket kunne ikke tilbagekaldes'),
  });
}
