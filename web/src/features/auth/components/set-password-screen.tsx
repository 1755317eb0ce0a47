import type { ReactNode } from 'react';
import { newPasswordSchema } from '#domain/user/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { PasswordField } from '../../../components/form/password-field';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { AuthLinks } from './auth-links';
import { ExpiryCountdown } from './expiry-countdown';
import { paths } from '../../../lib/paths';

/** Only the password of the new-password payload is typed (at least 10 characters). */
const passwordFormSchema = newPasswordSchema.pick({ newPassword: true });
const initial = { newPassword: '' };

interface Props {
  title: string;
  /** Milliseconds until the link expires, shown as a live countdown. */
  timeLeft: number;
  intro?: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: (newPassword: string) => void | Promise<unknown>;
  /** The e-mail address the password belongs to, for password managers. */
  emailAddress?: string;
}

/**
 * The set-new-password screen of `new-password/{token}/{expiry}` and
 * `join-company/{token}/{expiry}` (spec 000 §2, §4, §5).
 */
export function SetPasswordScreen({ title, timeLeft, intro, submitLabel, pending, onSubmit, emailAddress }: Props) {
  const form = useSchemaForm({ schema: passwordFormSchema, defaultValues: initial });

  const submit = form.submit(async (input) => {
    await onSubmit(input.newPassword);
  }, pending);

  return (
    <>
      <h1>{title}</h1>
      <ExpiryCountdown timeLeft={timeLeft} />
      {intro}
      <ErrorSummary errors={form.errors} />
      <form noValidate onSubmit={submit} aria-busy={pending}>
        {emailAddress && (
          // Lets a password manager file the new password under the right account.
          <input type="hidden" name="username" autoComplete="username" value={emailAddress} readOnly />
        )}
        <PasswordField
          id="newPassword"
          label="Nyt password"
          autoComplete="new-password"
          hint="Mindst 10 tegn. Der skelnes mellem store og små bogstaver."
          {...form.bind('newPassword')}
        />
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </form>
      <AuthLinks>
        <TextLink to={paths.login}>Tilbage til log ind</TextLink>
      </AuthLinks>
    </>
  );
}
