import { Navigate, Outlet } from 'react-router-dom';
import { NoAccess } from '../../../components/errors/no-access';
import { hasRole, type RoleType } from '#domain/shared/roles';
import { roleIn, useSession } from '../../../lib/session';
import { useCompanyId } from '../../../lib/use-company-id';
import { paths } from '../../../lib/paths';

interface Props {
  /** The lowest role that may open the pages below. */
  need: Exclude<RoleType, 'USER'>;
  /** Send anyone else to the company's dashboard instead of showing the message. */
  redirect?: boolean;
}

/**
 * Pages for admins or the SUPER_ADMIN (spec 000 §6, 001 §6). Anyone else reads 'Du har ikke
 * adgang til denne side', with the role the page needs, on the same address, or (settings) goes
 * to /dashboard/{companyId}.
 * The server refuses their calls anyway (403).
 */
export function RequireRole({ need, redirect = false }: Props) {
  const companyId = useCompanyId();
  const { user } = useSession();
  if (hasRole(roleIn(user, companyId), need)) return <Outlet />;
  if (redirect) return <Navigate replace to={paths.dashboard(companyId).home} />;
  return <NoAccess need={need} />;
}
