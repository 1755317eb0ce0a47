import { acceptInvitationFormSchema } from '#domain/user/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useAcceptInvitation } from '../api/accept-invitation';
import type { InvitationDetails } from '../api/get-invitation';
import type { LinkOutcome } from '../utils/outcome';
import { AuthLinks } from './auth-links';
import { paths } from '../../../lib/paths';

interface Props {
  invitation: InvitationDetails;
  onAnswer: (outcome: LinkOutcome) => void;
}

/** A person without an account: name (prefilled) and password create the user and accept. */
export function InvitationSignUpForm({ invitation, onAnswer }: Props) {
  const form = useSchemaForm({
    schema: acceptInvitationFormSchema,
    defaultValues: { name: invitation.name ?? '', password: '' },
  });
  const { accept, pending } = useAcceptInvitation();

  const onSubmit = form.submit(async (input) => {
    onAnswer(await accept({ token: invitation.token, ...input }, invitation.companyName));
  }, pending);

  return (
    <>
      <h2 css={{ fontSize: '1.25rem' }}>Opret din bruger</h2>
      <p>Vælg et password for at oprette din bruger og acceptere invitationen.</p>
      <ErrorSummary errors={form.errors} />
      <form noValidate onSubmit={onSubmit} aria-busy={pending}>
        <input type="hidden" name="username" autoComplete="username" value={invitation.emailAddress} readOnly />
        <TextField id="name" label="Navn" autoComplete="name" {...form.bind('name')} />
        <PasswordField
          id="password"
          autoComplete="new-password"
          hint="Mindst 10 tegn. Der skelnes mellem store og små bogstaver."
          {...form.bind('password')}
        />
        <Button type="submit" loading={pending}>
          Acceptér invitationen
        </Button>
      </form>
      <AuthLinks>
        <TextLink to={paths.login}>Gå til log ind</TextLink>
      </AuthLinks>
    </>
  );
}
