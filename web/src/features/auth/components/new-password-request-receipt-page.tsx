import { useSearchParams } from 'react-router-dom';
import { TextLink } from '../../../components/ui/text-link';
import { space } from '../../../lib/theme';
import { EMAIL_PARAM, paths } from '../../../lib/paths';
import { AuthLinks } from './auth-links';

/**
 * /auth/new-password-request-receipt: the request went through; the address is shown when
 * ?email-address= is present (spec 000 §2).
 */
export function NewPasswordRequestReceiptPage() {
  const [params] = useSearchParams();
  const emailAddress = params.get(EMAIL_PARAM)?.trim() || null;

  return (
    <>
      <h1>Anmodning gennemført</h1>
      <h2 css={{ fontSize: '1.25rem', margin: `0 0 ${space(3)}` }}>Tjek din email indbakke</h2>
      <p>
        {emailAddress ? (
          <>
            Vi har sendt en email med en vejledning i at vælge et nyt password til{' '}
            <strong css={{ overflowWrap: 'anywhere' }}>{emailAddress}</strong>.
          </>
        ) : (
          'Vi har sendt en email med en vejledning i at vælge et nyt password.'
        )}
      </p>
      <p>Der kan gå op til 2 minutter, før emailen kommer frem. Linket i emailen virker i 60 minutter.</p>
      <p css={{ marginBottom: space(1) }}>Har du ikke fået emailen? Det kan skyldes, at</p>
      <ul css={{ marginTop: 0, paddingLeft: space(6) }}>
        <li>emailen er havnet i din spam-mappe</li>
        <li>der ikke findes en konto med {emailAddress ? 'den' : 'din'} emailadresse</li>
      </ul>
      <AuthLinks>
        <TextLink to={paths.newPasswordRequest(emailAddress)}>Send en ny anmodning</TextLink>
        <TextLink to={paths.login}>Log ind</TextLink>
      </AuthLinks>
    </>
  );
}
