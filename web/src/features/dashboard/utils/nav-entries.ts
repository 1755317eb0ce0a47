import type { Company } from '../../../lib/company/types';
import { isAdmin, type RoleType } from '#domain/shared/roles';
import { paths } from '../../../lib/paths';

export interface NavEntry {
  label: string;
  /** Relative to /dashboard/{companyId}; absolute when it starts with '/'. */
  to: string;
  end?: boolean;
}

/**
 * The sidebar entries by role (spec 001 §2, spec 000 §6): admins get the full dashboard with
 * their own tasks ('Din oversigt') after 'Oversigt', 'Tilføj opgave' only once an equipment exists, and 'Indstillinger' for the SUPER_ADMIN only;
 * a USER gets their own overview, the two lists and 'Lovpligtige eftersyn' (their own duties, decision 176). 'Fejlmeldinger' (decision 166), 'Aktivitet' and
 * 'Backup' are not in the spec's list but their pages are admin pages that nothing else links to for
 * an ADMIN (docs/decision 047, "Sidebar links to activity and backup").
 */
export function navEntries(role: RoleType, company: Company | undefined): NavEntry[] {
  const profile = { label: 'Profil', to: paths.profile };
  if (!isAdmin(role)) {
    return [
      { label: 'Din oversigt', to: 'user-dashboard' },
      { label: 'Lokationer', to: 'locations', end: true },
      { label: 'Udstyr', to: 'equipment', end: true },
      { label: 'Lovpligtige eftersyn', to: 'lovpligtige-eftersyn' },
      profile,
    ];
  }
  const hasEquipment = (company?.counts?.equipment ?? 0) > 0;
  return [
    { label: 'Oversigt', to: '', end: true },
    { label: 'Din oversigt', to: 'user-dashboard' },
    { label: 'Lokationer', to: 'locations', end: true },
    { label: 'Tilføj lokation', to: 'locations/create' },
    { label: 'Udstyr', to: 'equipment', end: true },
    { label: 'Tilføj udstyr', to: 'equipment/create' },
    { label: 'Opgaver', to: 'tasks', end: true },
    ...(hasEquipment ? [{ label: 'Tilføj opgave', to: 'tasks/create' }] : []),
    { label: 'Opgavehistorik', to: 'tasks/history' },
    { label: 'Lovpligtige eftersyn', to: 'lovpligtige-eftersyn' },
    { label: 'Brugere', to: 'users', end: true },
    { label: 'Invitér bruger', to: 'users/create' },
    { label: 'Fejlmeldinger', to: 'fejlmeldinger' },
    { label: 'Aktivitet', to: 'activity' },
    { label: 'Backup', to: 'download' },
    ...(role === 'SUPER_ADMIN' ? [{ label: 'Indstillinger', to: 'settings' }] : []),
    profile,
  ];
}
