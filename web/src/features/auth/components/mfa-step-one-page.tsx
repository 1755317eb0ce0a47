import { useSearchParams } from 'react-router-dom';
import { TextLink } from '../../../components/ui/text-link';
import { EMAIL_PARAM, paths } from '../../../lib/paths';
import { AuthLinks } from './auth-links';

/**
 * /auth/mfa/step_one?email-address=: the server wants a second factor and has e-mailed a link,
 * valid 5 minutes (spec 000 §2, §4).
 */
export function MfaStepOnePage() {
  const [params] = useSearchParams();
  const emailAddress = params.get(EMAIL_PARAM)?.trim() || null;

  return (
    <>
      <h1>Tjek din email indbakke</h1>
      <p>
        Din virksomhed kræver to-trins login. Vi har sendt et link til{' '}
        {emailAddress ? <strong css={{ overflowWrap: 'anywhere' }}>{emailAddress}</strong> : 'din emailadresse'}. Åbn
        linket for at logge ind.
      </p>
      <p>Linket virker i 5 minutter og kan kun bruges én gang.</p>
      <p>Har du ikke fået emailen? Se efter i din spam-mappe, eller log ind igen for at få et nyt link.</p>
      <AuthLinks>
        <TextLink to={paths.login}>Tilbage til log ind</TextLink>
      </AuthLinks>
    </>
  );
}
