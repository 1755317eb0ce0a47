import { useSearchParams } from 'react-router-dom';
import { newPasswordRequestSchema } from '#domain/user/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { EmailField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useNewPasswordRequest } from '../api/new-password-request';
import { EMAIL_PARAM, paths } from '../../../lib/paths';
import { AuthLinks } from './auth-links';

/** /auth/new-password-request: the e-mail is prefilled from ?email-address= (spec 000 §2, §4). */
export function NewPasswordRequestPage() {
  const [params] = useSearchParams();
  const form = useSchemaForm({
    schema: newPasswordRequestSchema,
    defaultValues: { emailAddress: params.get(EMAIL_PARAM) ?? '' },
  });
  const { trigger: request, pending } = useNewPasswordRequest();

  const onSubmit = form.submit(async (input) => {
    await request(input);
  }, pending);

  return (
    <>
      <h1>Vælg et nyt password</h1>
      <p>Skriv emailadressen på din konto. Vi sender dig en email med et link, hvor du kan vælge et nyt password.</p>
      <ErrorSummary errors={form.errors} />
      <form noValidate onSubmit={onSubmit} aria-busy={pending}>
        <EmailField {...form.bind('emailAddress')} />
        <Button type="submit" loading={pending}>
          Send email
        </Button>
      </form>
      <AuthLinks>
        <TextLink to={paths.login}>Tilbage til log ind</TextLink>
      </AuthLinks>
    </>
  );
}
