import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LoginInput } from '#domain/user/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { PasswordField } from '../../../components/form/password-field';
import { EmailField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { useLoginForm } from '../hooks/use-login-form';
import { useLazyCheck } from '../hooks/use-lazy-check';
import { useLogin } from '../api/login';
import { paths } from '../../../lib/paths';
import { AuthLinks } from './auth-links';

export const LOGIN_FAILED = 'Emailaddresse eller password er forkert';
/** The form's rules could not be fetched (offline): nothing was sent. */
export const FORM_NOT_FETCHED = 'Der er ingen forbindelse til Servicebogen. Prøv igen.';

const initial = { emailAddress: '', password: '' };

/** The form's rules (the shared loginSchema, and with it zod) come when the form is first used. */
const fetchLoginCheck = () => import('../utils/login-check').then((module) => module.loginCheck);

/** The index of /auth (spec 000 §2, §4, §5). */
export function LoginPage() {
  const [params] = useSearchParams();
  const rules = useLazyCheck(fetchLoginCheck);
  const form = useLoginForm<typeof initial, LoginInput>({ initial, check: rules.check });
  const { trigger: login, pending } = useLogin();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    let check;
    try {
      check = await rules.load();
    } catch {
      form.setFormError(FORM_NOT_FETCHED);
      return;
    }
    const input = form.validate(check);
    if (!input) return;
    const result = await login({ input, from: params.get('from'), clearErrors: form.clearErrors });
    if (!result.ok) form.setFormError(LOGIN_FAILED);
  };

  const resetPath = paths.newPasswordRequest(form.values.emailAddress);

  return (
    <>
      <h1>Log ind</h1>
      <ErrorSummary errors={form.errors} />
      <form noValidate onSubmit={onSubmit} onFocus={() => void rules.load().catch(() => undefined)} aria-busy={pending}>
        <EmailField {...form.bind('emailAddress')} />
        <PasswordField id="password" autoComplete="current-password" {...form.bind('password')} />
        <Button type="submit" loading={pending}>
          Log ind
        </Button>
      </form>
      <AuthLinks>
        <TextLink to={paths.signUp}>Opret en ny konto</TextLink>
        <TextLink to={resetPath}>Vælg et nyt password</TextLink>
      </AuthLinks>
    </>
  );
}
