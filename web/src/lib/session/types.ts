import type { RoleType } from '#domain/shared/roles';

export interface User {
  id: string;
  /** Its version: sent back with an edit, the edit is merged three-way (decision 130). */
  version?: number;
  name: string;
  emailAddress: string;
  roles: Record<string, { type: RoleType }>;
}

/** The answer of GET /api/user, and the value cached under SESSION_KEY. */
export interface Session {
  token: string;
  user: User;
  /**
   * Read from the device, not the server: the network was gone at start (decision 170). The
   * session lasts; the pages that need the network say so.
   */
  offline?: boolean;
  /** Offline: the company whose tasks the device keeps (where the app opens). */
  companyId?: string;
}

/** The SWR key of the current user (spec 000 §9). */
export const SESSION_KEY = 'api/user';

export const roleIn = (user: User | undefined, companyId: string | undefined) =>
  companyId ? user?.roles?.[companyId]?.type : undefined;
