import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { roleChangeSchema } from '#domain/user/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { RadioGroup, type RadioOption } from '../../../components/form/radio-group';
import { FormActions } from '../../../components/form/form-actions';
import { Loading } from '../../../components/ui/spinner';
import { roleLabels, type RoleType } from '#domain/shared/roles';
import { useSession } from '../../../lib/session';
import { space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { VersionedEdit } from '../../../components/form/versioned-edit';
import { request } from '../../../lib/api';
import { useCompanyUser } from '../../../lib/users/get-user';
import type { CompanyUser } from '../../../lib/users/get-users';
import { useUpdateRole } from '../api/update-role';
import { BackLink } from '../../../components/ui/back-link';
import { UserNotFound } from '../../../components/errors/user-not-found';
import { paths } from '../../../lib/paths';

const options: RadioOption<RoleType>[] = [
  { value: 'USER', label: roleLabels.USER, hint: 'Ser sine egne opgaver samt lokationer og udstyr.' },
  {
    value: 'ADMIN',
    label: roleLabels.ADMIN,
    hint: 'Opretter og retter opgaver, udstyr og lokationer og inviterer brugere.',
  },
  {
    value: 'SUPER_ADMIN',
    label: roleLabels.SUPER_ADMIN,
    hint: 'Der er kun én superadministrator i en virksomhed. Vælger du den, bliver personen en almindelig administrator.',
  },
];

/** /dashboard/{companyId}/users/update/{id} (SUPER_ADMIN): change another user's role. */
export function UpdateRolePage() {
  const companyId = useCompanyId();
  const { userId = '' } = useParams();
  const { user, error, isLoading } = useCompanyUser(companyId, userId);
  const { user: viewer } = useSession();
  const dashboard = paths.dashboard(companyId);

  if (isLoading) return <Loading label="Henter brugeren…" />;
  if (error || !user) return <UserNotFound users={dashboard.users()} />;
  const back = dashboard.user(user.id);
  if (viewer?.id === user.id) {
    return (
      <>
        <BackLink to={back}>{user.name}</BackLink>
        <h1>Rediger rolle</h1>
        <p>Du kan ikke ændre din egen rolle.</p>
      </>
    );
  }
  return <RoleForm key={user.id} companyId={companyId} user={user} back={back} />;
}

function RoleForm({ companyId, user, back }: { companyId: string; user: CompanyUser; back: string }) {
  const { trigger: updateRole, pending } = useUpdateRole(companyId);
  const navigate = useNavigate();
  const [loaded] = useState(() => ({ values: { type: user.role?.type ?? 'USER' }, version: user.version }));

  return (
    <>
      <BackLink to={back}>{user.name}</BackLink>
      <h1>Rediger rolle</h1>
      <p css={{ marginBottom: space(6) }}>
        Vælg, hvad <strong>{user.name}</strong> ({user.emailAddress}) må i virksomheden.
      </p>
      {/* Saved with the person's version shown (decision 132). */}
      <VersionedEdit<{ type: RoleType }>
        spec={{
          fields: ['type'],
          reload: async () => {
            const now = (
              await request<{ user: CompanyUser }>('GET', `user/${encodeURIComponent(user.id)}`, undefined, {
                companyId,
              }).catch(() => null)
            )?.user;
            return now ? { values: { type: now.role.type }, version: now.version } : null;
          },
          save: ({ type }, version) => updateRole({ id: user.id, type, version }),
        }}
        loaded={loaded}
        labels={{ type: 'Rolle' }}
        describe={(_, value) => roleLabels[value as RoleType] ?? String(value)}
        onSaved={() => navigate(back)}
      >
        {(form) => (
          <RoleFields
            key={form.key}
            id={user.id}
            initial={form.initial}
            pending={pending || form.pending}
            save={form.submit}
            onCancel={() => navigate(back)}
          />
        )}
      </VersionedEdit>
    </>
  );
}

function RoleFields({
  id,
  initial,
  pending,
  save,
  onCancel,
}: {
  id: string;
  initial: { type: RoleType };
  pending: boolean;
  save: (values: { type: RoleType }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useSchemaForm({ schema: roleChangeSchema, defaultValues: { id, type: initial.type } });
  const onSubmit = form.submit(async (input) => {
    await save({ type: input.type });
  }, pending);

  return (
    <>
      <ErrorSummary errors={form.errors} />
      <form noValidate onSubmit={onSubmit} aria-busy={pending} css={{ maxWidth: '36rem' }}>
        <RadioGroup id="type" legend="Rolle" options={options} {...form.bind('type')} />
        <FormActions submitLabel="Gem rolle" pending={pending} onCancel={onCancel} />
      </form>
    </>
  );
}
