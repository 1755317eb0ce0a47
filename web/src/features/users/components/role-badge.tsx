import { Badge } from '../../../components/ui/badge';
import { roleLabels, type RoleType } from '#domain/shared/roles';

const tone = { USER: 'slate', ADMIN: 'blue', SUPER_ADMIN: 'green' } as const;

/** USER 'Almindelig bruger', ADMIN 'Administrator', SUPER_ADMIN 'Superadministrator'. */
export function RoleBadge({ role }: { role: RoleType }) {
  return <Badge color={tone[role] ?? 'slate'}>{roleLabels[role] ?? role}</Badge>;
}
