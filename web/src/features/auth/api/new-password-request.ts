import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { newPasswordRequestSchema } from '#domain/user/schemas';
import { send } from '../../../lib/api';
import { useMutation } from '../../../lib/use-mutation';
import { paths } from '../../../lib/paths';

export type NewPasswordRequestInput = z.output<typeof newPasswordRequestSchema>;

/** POST /api/user/new-password-request: 200 is success, anything else a failure. */
export const requestNewPassword = (input: NewPasswordRequestInput) =>
  send<unknown>('POST', 'user/new-password-request', input);

/** Success goes to the receipt with the address; failure shows the reset toast (spec 000 §8). */
export function useNewPasswordRequest() {
  const navigate = useNavigate();
  return useMutation({
    name: 'new-password-request',
    channel: 'auth',
    request: requestNewPassword,
    then: (_, input) => navigate(paths.newPasswordRequestReceipt(input.emailAddress)),
    failure: () => ({
      heading: 'Nulstillings email kunne ikke sendes',
      text: 'Noget gik galt. Prøv igen, eller kontakt os.',
      type: 'alert',
      duration: 10_000,
    }),
  });
}
