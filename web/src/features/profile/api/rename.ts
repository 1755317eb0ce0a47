import { send } from '../../../lib/api';
import { SESSION_KEY, type User } from '../../../lib/session';
import { useMutation } from '../../../lib/use-mutation';

/**
 * PATCH /api/user/name {name, version}: `user`; 409 STALE_VERSION when the name was changed
 * elsewhere (another tab) to another name since `version` (decision 130).
 */
export const rename = (name: string, version?: number) => send<User>('PATCH', 'user/name', { name, version });

/** Own name (spec 000 §8, texts literal): the cached user is read again, so it shows at once. */
export function useRename() {
  return useMutation({
    name: 'rename',
    request: ({ name, version }: { name: string; version?: number }) => rename(name, version),
    revalidate: () => [SESSION_KEY],
    success: () => ({ heading: 'Din navn blev rettet', text: 'Ændringen kan ses med det samme.' }),
    failure: (error) =>
      // A conflict is shown by the form itself (decision 132).
      error.body.code === 'STALE_VERSION'
        ? undefined
        : { heading: 'Dit navn kunne ikke rettes', text: 'Prøv igen. Eller kontakt os.', type: 'alert' },
  });
}
