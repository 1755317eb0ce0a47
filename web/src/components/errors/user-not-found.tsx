import { BackLink } from '../ui/back-link';

/** A user page whose person is not (or no longer) in the company. `users` is the list's path. */
export function UserNotFound({ users }: { users: string }) {
  return (
    <>
      <BackLink to={users}>Alle brugere</BackLink>
      <h1>Brugeren findes ikke</h1>
      <p>Brugeren er ikke med i virksomheden, eller også er den slettet.</p>
    </>
  );
}
