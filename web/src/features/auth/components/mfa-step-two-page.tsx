import { useParams } from 'react-router-dom';
import { Loading } from '../../../components/ui/spinner';
import { useMfaLogin } from '../api/mfa';
import { LinkProblem } from './link-problem';

/**
 * /auth/mfa/step_two/{code}: opened from the e-mail; completes the login once, or shows
 * 'Anmodning fandtes ikke' (spec 000 §2, §4).
 */
export function MfaStepTwoPage() {
  const { code } = useParams();
  const { failed } = useMfaLogin(code);
  if (failed) return <LinkProblem kind="not-found" subject="mfa" />;
  return (
    <>
      <h1>Log ind</h1>
      <Loading label="Logger dig ind…" />
    </>
  );
}
