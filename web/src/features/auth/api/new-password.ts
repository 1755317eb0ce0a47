import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { NEW_PASSWORD_RECEIPT_PATH } from '../utils/paths';
import { outcomeOf, type LinkOutcome } from '../utils/outcome';

/** POST /api/user/new-password: 200 `{}`; 404 unknown or used, 410 expired. */
export const saveNewPassword = (input: { token: string; newPassword: string }) =>
  send<unknown>('POST', 'user/new-password', input);

/**
 * Success goes to the receipt. 404 and 410 are answered by the link pages; any other failure
 * shows 'Nyt password kunne ikke gemmes' (spec 000 §8).
 */
export function useSaveNewPassword() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = async (input: { token: string; newPassword: string }): Promise<LinkOutcome> => {
    setPending(true);
    const result = await saveNewPassword(input);
    if (result.ok) {
      await navigate(NEW_PASSWORD_RECEIPT_PATH, { replace: true });
      return 'done';
    }
    setPending(false);
    const outcome = outcomeOf(result.error);
    if (outcome === 'failed') {
      notify('auth', {
        heading: 'Nyt password kunne ikke gemmes',
        text: 'Noget gik galt. Prøv igen, eller kontakt os.',
        type: 'alert',
      });
    }
    return outcome;
  };

  return { save: run, pending };
}
