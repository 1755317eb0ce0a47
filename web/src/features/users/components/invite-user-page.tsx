import { useNavigate } from 'react-router-dom';
import { inviteUserSchema } from '#domain/user/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { RadioGroup, type RadioOption } from '../../../components/form/radio-group';
import { EmailField, TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { roleLabels } from '#domain/shared/roles';
import { space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useInviteUser } from '../api/invite-user';
import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../lib/paths';

type Role = 'USER' | 'ADMIN';

const options: RadioOption<Role>[] = [
  { value: 'USER', label: roleLabels.USER, hint: 'Ser sine egne opgaver samt lokationer og udstyr.' },
  {
    value: 'ADMIN',
    label: roleLabels.ADMIN,
    hint: 'Opretter og retter opgaver, udstyr og lokationer og inviterer brugere.',
  },
];

const initial: { name: string; emailAddress: string; type: Role } = { name: '', emailAddress: '', type: 'USER' };

/** /dashboard/{companyId}/users/create (admin): 'Invitér bruger' (spec 000 §5, 001 §5). */
export function InviteUserPage() {
  const companyId = useCompanyId();
  const users = paths.dashboard(companyId).users();
  const form = useSchemaForm({ schema: inviteUserSchema, defaultValues: initial });
  const { trigger: invite, pending } = useInviteUser(companyId);
  const navigate = useNavigate();
  const { bind } = form;

  const onSubmit = form.submit(async (input) => {
    if ((await invite(input)).ok) navigate(users);
  }, pending);

  return (
    <>
      <BackLink to={users}>Alle brugere</BackLink>
      <h1>Invitér bruger</h1>
      <p css={{ marginBottom: space(6), maxWidth: '36rem' }}>
        Personen får en email med et link til invitationen. Linket virker i 14 dage.
      </p>
      <ErrorSummary errors={form.errors} />
      <form noValidate onSubmit={onSubmit} aria-busy={pending} css={{ maxWidth: '36rem' }}>
        <TextField id="name" label="Navn" autoComplete="off" {...bind('name')} />
        <EmailField autoComplete="off" {...bind('emailAddress')} />
        <RadioGroup id="type" legend="Rolle" options={options} {...bind('type')} />
        <Button type="submit" loading={pending}>
          Send invitation
        </Button>
      </form>
    </>
  );
}
