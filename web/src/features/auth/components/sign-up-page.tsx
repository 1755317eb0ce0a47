import { signUpFormSchema } from '#domain/user/schemas';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ErrorSummary } from '../../../components/form/error-summary';
import { PasswordField } from '../../../components/form/password-field';
import { EmailField, TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useSignUp } from '../api/sign-up';
import { AuthLinks } from './auth-links';
import { paths } from '../../../lib/paths';

type Values = {
  name: string;
  emailAddress: string;
  password: string;
  companyName: string;
  terms: boolean;
  mfa: boolean;
};

// The terms box is ticked by default (spec 000 §5).
const initial: Values = {
  name: '',
  emailAddress: '',
  password: '',
  companyName: '',
  terms: true,
  mfa: false,
};

const toInput = (v: Values) => ({
  user: { name: v.name, emailAddress: v.emailAddress, password: v.password },
  company: { name: v.companyName, mfa: { active: v.mfa, method: 'email' } },
  terms: v.terms,
});

/** Schema paths to form fields. */
const fieldOf = {
  'user.name': 'name',
  'user.emailAddress': 'emailAddress',
  'user.password': 'password',
  'company.name': 'companyName',
} as const;

/** /auth/sign-up: a new user together with a new company (spec 000 §2, §5). */
export function SignUpPage() {
  const form = useSchemaForm({ schema: signUpFormSchema, defaultValues: initial, toInput, fieldOf });
  const { trigger: signUp, pending } = useSignUp();
  const { values, set, bind, errorFor } = form;

  const onSubmit = form.submit(async (input) => {
    await signUp({ user: input.user, company: input.company });
  }, pending);

  return (
    <>
      <h1>Opret en ny konto</h1>
      <p>Opret din bruger og din virksomhed. Du kan invitere dine kolleger bagefter.</p>
      <ErrorSummary errors={form.errors} />
      <form noValidate onSubmit={onSubmit} aria-busy={pending}>
        <TextField id="name" label="Navn" autoComplete="name" {...bind('name')} />
        <EmailField {...bind('emailAddress')} />
        <PasswordField
          id="password"
          autoComplete="new-password"
          hint="Mindst 10 tegn. Der skelnes mellem store og små bogstaver."
          {...bind('password')}
        />
        <TextField id="companyName" label="Virksomhedens navn" autoComplete="organization" {...bind('companyName')} />
        <CheckboxField
          id="terms"
          label="Jeg accepterer betingelserne"
          checked={values.terms}
          onChange={(checked) => set('terms', checked)}
          error={errorFor('terms')}
        />
        <CheckboxField
          id="mfa"
          label="Kræv to-trins login"
          hint="Ved login sender vi et link til din email, som skal åbnes, før du kommer ind."
          checked={values.mfa}
          onChange={(checked) => set('mfa', checked)}
        />
        <Button type="submit" loading={pending}>
          Opret konto
        </Button>
      </form>
      <AuthLinks>
        <span>
          Har du allerede en konto? <TextLink to={paths.login}>Log ind</TextLink>
        </span>
      </AuthLinks>
    </>
  );
}
