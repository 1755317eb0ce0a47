/**
 * Every address the SPA links or navigates to (spec 000 §2, 001 §2), built in one place
 * (bulletproof-react's `config/paths`). The route patterns they match live with the routes
 * (web/src/app/routes). Ids are encoded; `?email-address=` carries a typed address.
 */
const id = encodeURIComponent;

/** The query parameter of the auth pages that carry the typed e-mail. */
export const EMAIL_PARAM = 'email-address';

const withEmail = (path: string, emailAddress?: string | null) => {
  const email = emailAddress?.trim();
  return email ? `${path}?${EMAIL_PARAM}=${id(email)}` : path;
};

const invitation = (token: string) => `/auth/invitation/${id(token)}`;

export const paths = {
  login: '/auth',
  /** `/auth/?from=<path>` for a logged-out visit to a protected page. */
  loginFrom: (path: string) => `/auth/?from=${id(path)}`,
  /** Log in, then come back to the invitation (a `from` without 'profile' is followed). */
  loginThenInvitation: (token: string) => `/auth?from=${id(invitation(token))}`,
  signUp: '/auth/sign-up',
  loggedOut: '/auth/logged-out',
  newPasswordRequest: (emailAddress?: string | null) => withEmail('/auth/new-password-request', emailAddress),
  newPasswordRequestReceipt: (emailAddress?: string | null) =>
    withEmail('/auth/new-password-request-receipt', emailAddress),
  newPasswordReceipt: '/auth/new-password-receipt',
  mfaStepOne: (emailAddress: string) => `/auth/mfa/step_one?${EMAIL_PARAM}=${id(emailAddress)}`,
  invitation,
  /** The external inspector's page of an e-mailed link (issue 31, decision 176). */
  inspection: (token: string) => `/inspektion/${id(token)}`,
  /** A service sticker's public card (decision 111). */
  sticker: (code: string) => `/s/${id(code)}`,
  profile: '/profile',
  profileTab: (tab: 'accounts' | 'invitations' | 'settings') => `/profile/${tab}`,
  /** The addresses under `/dashboard/{companyId}`; the same object for the same company. */
  dashboard: (companyId: string) => dashboards.get(companyId) ?? remember(companyId),
};

/** Where a detail page was opened from: `list` for the `…/list/{id}` variants of the lists. */
type From = { list?: boolean };

function dashboardPaths(companyId: string) {
  const home = `/dashboard/${id(companyId)}`;
  const tasks = `${home}/tasks`;
  const equipment = `${home}/equipment`;
  const locations = `${home}/locations`;
  const users = `${home}/users`;
  const compliance = `${home}/lovpligtige-eftersyn`;
  const listed = (base: string, from: From = {}) => (from.list ? `${base}/list` : base);
  return {
    home,
    userDashboard: `${home}/user-dashboard`,
    /** A sidebar entry: relative to the dashboard, or an absolute address. */
    entry: (to: string) => (to.startsWith('/') ? to : to ? `${home}/${to}` : home),
    settings: `${home}/settings`,
    subscription: `${home}/settings#subscription`,

    tasks,
    task: (taskId: string, from?: From) => `${listed(tasks, from)}/${id(taskId)}`,
    /** 'Tilføj opgave', with its equipment or location chosen. */
    newTask: (preset: { equipmentId?: string; locationId?: string } = {}) =>
      preset.equipmentId
        ? `${tasks}/create?equipmentId=${id(preset.equipmentId)}`
        : preset.locationId
          ? `${tasks}/create?locationId=${id(preset.locationId)}`
          : `${tasks}/create`,
    copyTask: (taskId: string) => `${tasks}/create?mode=copy&taskId=${id(taskId)}`,
    editTask: (taskId: string, from?: From) => `${listed(tasks, from)}/update/${id(taskId)}`,

    equipmentList: equipment,
    equipment: (equipmentId: string, from?: From) => `${listed(equipment, from)}/${id(equipmentId)}`,
    newEquipment: (preset: { locationId?: string } = {}) =>
      preset.locationId ? `${equipment}/create?locationId=${id(preset.locationId)}` : `${equipment}/create`,
    editEquipment: (equipmentId: string) => `${equipment}/update/${id(equipmentId)}`,

    locations,
    location: (locationId: string) => `${locations}/${id(locationId)}`,
    newLocation: `${locations}/create`,
    editLocation: (locationId: string) => `${locations}/${id(locationId)}/update`,
    /** Choose items and print their service stickers (admins; decision 110). */
    stickers: `${home}/stickers`,
    /** The fault reports from the stickers (admins; decision 166): the open ones, or those of `status`. */
    faultReports: (status?: string) =>
      status ? `${home}/fejlmeldinger?status=${id(status)}` : `${home}/fejlmeldinger`,

    /** 'Lovpligtige eftersyn' (issue 31, decision 176), optionally filtered on a state ('OVERDUE'). */
    compliance: (status?: string) => (status ? `${compliance}?status=${id(status)}` : compliance),
    /** 'Tilføj lovpligtigt eftersyn' for an equipment or a location (admins). */
    applyDuty: (target: { equipmentId: string } | { locationId: string }) =>
      'equipmentId' in target
        ? `${compliance}/tilfoej?equipmentId=${id(target.equipmentId)}`
        : `${compliance}/tilfoej?locationId=${id(target.locationId)}`,

    users: (from?: From) => listed(users, from),
    user: (userId: string, from?: From) => `${listed(users, from)}/${id(userId)}`,
    newUser: `${users}/create`,
    editRole: (userId: string) => `${users}/update/${id(userId)}`,
    transfer: (userId: string, from?: From) => `${listed(users, from)}/transfer/${id(userId)}`,
  };
}

export type DashboardPaths = ReturnType<typeof dashboardPaths>;

// One object per company, so its functions can be handed to memoised rows without changing.
const dashboards = new Map<string, DashboardPaths>();
const remember = (companyId: string) => {
  const made = dashboardPaths(companyId);
  dashboards.set(companyId, made);
  return made;
};
