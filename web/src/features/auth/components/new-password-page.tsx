import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSaveNewPassword } from '../api/new-password';
import { useLink } from '../hooks/use-link';
import { LinkProblem, type LinkProblemKind } from './link-problem';
import { SetPasswordScreen } from './set-password-screen';

/**
 * /auth/new-password/{token}/{expiry}: a token under 36 characters is 'Anmodning fandtes ikke',
 * a passed expiry 'Anmodning udløbet'; else the new password with the time left (spec 000 §4).
 */
export function NewPasswordPage() {
  const { token, expiry } = useParams();
  const link = useLink(token, expiry);
  const { save, pending } = useSaveNewPassword();
  const [answered, setAnswered] = useState<LinkProblemKind | null>(null);

  if (answered) return <LinkProblem kind={answered} subject="password" />;
  if (link.state === 'invalid') return <LinkProblem kind="not-found" subject="password" />;
  if (link.state === 'expired') return <LinkProblem kind="expired" subject="password" />;

  const onSubmit = async (newPassword: string) => {
    const outcome = await save({ token: token ?? '', newPassword });
    if (outcome === 'not-found' || outcome === 'expired') setAnswered(outcome);
  };

  return (
    <SetPasswordScreen
      title="Vælg et nyt password"
      timeLeft={link.timeLeft}
      intro={<p>Skriv dit nye password. Bagefter logger du ind med det.</p>}
      submitLabel="Gem password"
      pending={pending}
      onSubmit={onSubmit}
    />
  );
}
