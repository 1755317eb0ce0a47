import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../lib/paths';
import { AuthLinks } from './auth-links';

export type LinkProblemKind = 'not-found' | 'expired' | 'invitation-not-found';
/** Which e-mailed link it was: it decides the explanation and the way on. */
export type LinkSubject = 'password' | 'mfa' | 'invitation';

const titles: Record<LinkProblemKind, string> = {
  'not-found': 'Anmodning fandtes ikke',
  expired: 'Anmodning udløbet',
  'invitation-not-found': 'Invitationen fandtes ikke',
};

const explanations: Record<LinkSubject, Record<LinkProblemKind, string>> = {
  password: {
    'not-found':
      'Linket er ikke gyldigt, eller det er allerede brugt. Et link til at vælge et nyt password kan kun bruges én gang.',
    expired: 'Linket er udløbet. Et link til at vælge et nyt password virker i 60 minutter.',
    'invitation-not-found': 'Linket er ikke gyldigt.',
  },
  mfa: {
    'not-found':
      'Linket er ikke gyldigt, det er udløbet, eller det er allerede brugt. Et login-link virker i 5 minutter og kan kun bruges én gang. Log ind igen for at få et nyt link.',
    expired: 'Linket er udløbet. Et login-link virker i 5 minutter. Log ind igen for at få et nyt link.',
    'invitation-not-found': 'Linket er ikke gyldigt.',
  },
  invitation: {
    'not-found': 'Linket er ikke gyldigt, eller invitationen er allerede accepteret eller slettet.',
    expired: 'Invitationen er udløbet. En invitation gælder i 14 dage. Bed den, der inviterede dig, om at sende en ny.',
    'invitation-not-found':
      'Invitationen er allerede accepteret, den er slettet, eller linket er ikke gyldigt. Bed den, der inviterede dig, om at sende en ny.',
  },
};

/** The pages of a link that cannot be used (spec 000 §4, §8). */
export function LinkProblem({ kind, subject }: { kind: LinkProblemKind; subject: LinkSubject }) {
  return (
    <>
      <h1>{titles[kind]}</h1>
      <p>{explanations[subject][kind]}</p>
      <AuthLinks>
        {subject === 'password' && <TextLink to={paths.newPasswordRequest()}>Send en ny anmodning</TextLink>}
        <TextLink to={paths.login}>{subject === 'mfa' ? 'Log ind igen' : 'Gå til log ind'}</TextLink>
      </AuthLinks>
    </>
  );
}
