import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { newPasswordRequestSchema } from '#domain/user/schemas';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { newPasswordRequestReceiptPath } from '../utils/paths';

export type NewPasswordRequestInput = z.output<typeof newPasswordRequestSchema>;

/** POST /api/user/new-password-request: 200 is success, anything else a failure. */
export const requestNewPassword = (input: NewPasswordRequestInput) =>
  send<unknown>('POST', 'user/new-password-request', input);

/** Success goes to the receipt with the address; failure shows the reset toast (spec 000 §8). */
export function useNewPasswordRequest() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = async (input: NewPasswordRequestInput) => {
    setPending(true);
    const result = await requestNewPassword(input);
    if (result.ok) {
      await navigate(newPasswordRequestReceiptPath(input.emailAddress));
      return true;
    }
    setPending(false);
    notify('auth', {
      heading: 'Nulstillings email kunne ikke sendes',
      text: 'Noget gik galt. Prøv igen, eller kontakt os.',
      type: 'alert',
      duration: 10_000,
    });
    return false;
  };

  return { request: run, pending };
}
