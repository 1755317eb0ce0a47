import { send } from '../../../lib/api';
import { SESSION_KEY, type User } from '../../../lib/session';
import { useMutation } from '../../../lib/use-mutation';

/** PATCH /api/user/name {name}: `user`. */
export const rename = (name: string) => send<User>('PATCH', 'user/name', { name });

/** Own name (spec 000 §8, texts literal): the cached user is read again, so it shows at once. */
export function useRename() {
  return useMutation({
    name: 'rename',
    request: (name: string) => rename(name),
    revalidate: () => [SESSION_KEY],
    success: () => ({ heading: 'Din navn blev rettet', text: 'Ændringen kan ses med det samme.' }),
    failure: () => ({ heading: 'Dit navn kunne ikke rettes', text: 'Prøv igen. Eller kontakt os.', type: 'alert' }),
  });
}
