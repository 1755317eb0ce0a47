import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { loginSchema } from '#domain/user/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLogin } from '../api/login';
import { newPasswordRequestPath } from '../utils/paths';
import { AuthLinks } from './auth-links';

export const LOGIN_FAILED = 'Emailaddresse eller password er forkert';

const initial = { emailAddress: '', password: '' };

/** The index of /auth (spec 000 §2, §4, §5). */
export function LoginPage() {
  const [params] = useSearchParams();
  const form = useZodForm({ schema: loginSchema, initial });
  const { login, pending } = useLogin();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const input = form.validate();
    if (!input) return;
    const ok = await login(input, params.get('from'), form.clearErrors);
    if (!ok) form.setFormError(LOGIN_FAILED);
  };

  const resetPath = newPasswordRequestPath(form.values.emailAddress);

  return (
    <>
      <h1>Log ind</h1>
      <ErrorSummary errors={form.errors} />
      <form noValidate onSubmit={onSubmit} aria-busy={pending}>
        <TextField
          id="emailAddress"
          label="Emailadresse"
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
          {...form.bind('emailAddress')}
        />
        <PasswordField
          id="password"
          autoComplete="current-password"
          {...form.bind('password')}
        />
        <Button type="submit" loading={pending}>
          Log ind
        </Button>
      </form>
      <AuthLinks>
        <TextLink to="/auth/sign-up">Opret en ny konto</TextLink>
        <TextLink to={resetPath}>Vælg et nyt password</TextLink>
      </AuthLinks>
    </>
  );
}
