import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { SESSION_KEY, type User } from '../../../lib/session';

/** PATCH /api/user/name {name}: `user`. */
export const rename = (name: string) => send<User>('PATCH', 'user/name', { name });

/** Own name (spec 000 §8, texts literal): the cached user is read again, so it shows at once. */
export function useRename() {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (name: string) => {
    setPending(true);
    const result = await rename(name);
    if (result.ok) await mutate(SESSION_KEY);
    setPending(false);
    if (!result.ok) {
      notify('dashboard', {
        heading: 'Dit navn kunne ikke rettes',
        text: 'Prøv igen. Eller kontakt os.',
        type: 'alert',
      });
      return false;
    }
    notify('dashboard', { heading: 'Din navn blev rettet', text: 'Ændringen kan ses med det samme.' });
    return true;
  };

  return { rename: run, pending };
}
