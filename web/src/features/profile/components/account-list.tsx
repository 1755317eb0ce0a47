import { Loading } from '../../../components/ui/spinner';
import { isAdmin } from '#domain/shared/roles';
import type { User } from '../../../lib/session';
import { colors, space } from '../../../lib/theme';
import { useCompanies } from '../api/get-companies';
import { AccountCard } from './account-card';

const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(4) } as const;

/** The companies the user administers (managed), then the user's other accounts. */
export function AccountList({ user }: { user: User }) {
  const { companies, error } = useCompanies(user);
  if (error) {
    return (
      <p role="alert" css={{ color: colors.red.fg, fontWeight: 600 }}>
        Dine konti kunne ikke hentes lige nu. Prøv igen om lidt.
      </p>
    );
  }
  if (!companies) return <Loading label="Henter dine konti…" />;

  const withRole = companies
    .map((company) => ({ company, role: user.roles?.[company.id]?.type }))
    .filter((entry) => entry.role !== undefined);
  const managed = withRole.filter((entry) => isAdmin(entry.role));
  const others = withRole.filter((entry) => !isAdmin(entry.role));

  if (withRole.length === 0) {
    return (
      <section aria-labelledby="accounts-empty">
        <h2 id="accounts-empty">Du har ingen konti endnu</h2>
        <p>
          Du er ikke tilknyttet nogen virksomhed. Når en administrator inviterer dig, og du accepterer invitationen,
          vises virksomheden her.
        </p>
      </section>
    );
  }

  return (
    <>
      {managed.length > 0 && (
        <section aria-labelledby="accounts-managed" css={{ marginBottom: space(8) }}>
          <h2 id="accounts-managed">Konti du administrerer</h2>
          <ul css={listStyle}>
            {managed.map(({ company, role }) => (
              <AccountCard key={company.id} company={company} role={role!} />
            ))}
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="accounts-other">
          <h2 id="accounts-other">{managed.length > 0 ? 'Dine andre konti' : 'Dine konti'}</h2>
          <ul css={listStyle}>
            {others.map(({ company, role }) => (
              <AccountCard key={company.id} company={company} role={role!} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
