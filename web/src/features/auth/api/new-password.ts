import { useNavigate } from 'react-router-dom';
import { send } from '../../../lib/api';
import { useMutation } from '../../../lib/use-mutation';
import { paths } from '../../../lib/paths';
import { outcomeOf, type LinkOutcome } from '../utils/outcome';

interface NewPasswordInput {
  token: string;
  newPassword: string;
}

/** POST /api/user/new-password: 200 `{}`; 404 unknown or used, 410 expired. */
export const saveNewPassword = (input: NewPasswordInput) => send<unknown>('POST', 'user/new-password', input);

/**
 * Success goes to the receipt. 404 and 410 are answered by the link pages; any other failure
 * shows 'Nyt password kunne ikke gemmes' (spec 000 §8).
 */
export function useSaveNewPassword() {
  const navigate = useNavigate();
  const { trigger, pending } = useMutation({
    name: 'new-password',
    channel: 'auth',
    request: saveNewPassword,
    then: () => navigate(paths.newPasswordReceipt, { replace: true }),
    failure: (error) =>
      outcomeOf(error) === 'failed'
        ? {
            heading: 'Nyt password kunne ikke gemmes',
            text: 'Noget gik galt. Prøv igen, eller kontakt os.',
            type: 'alert',
          }
        : undefined,
  });
  const save = async (input: NewPasswordInput): Promise<LinkOutcome> => {
    const result = await trigger(input);
    return result.ok ? 'done' : outcomeOf(result.error);
  };
  return { save, pending };
}
