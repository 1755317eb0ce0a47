import { linkIn, waitForMail } from './mail';
import type { ApiAnswer, TestRuntime } from './runtime';

/**
 * Calls of the HTTP API for the parts a test is not about: who calls (`as`), the body of an answer
 * that must succeed (`ok`), the error of one that must not (`errorOf`), and the writes most tests
 * start from. The answers' shapes are in `./contract.ts`.
 */

/** The token and `?companyId=` of a call made by `person` in `companyId`. */
export interface Caller {
  token: string;
  query: { companyId: string };
}

/**
 * `person` calling in `companyId`: unless another is named, the company they founded (a Person's
 * `ownCompanyId`, sign-up's `companyId`).
 */
export const as = (
  person: { token: string; ownCompanyId?: string; companyId?: string },
  companyId = person.ownCompanyId ?? person.companyId,
): Caller => {
  if (!companyId) throw new Error('as(): no company named');
  return { token: person.token, query: { companyId } };
};

/** The body of a 200 or 201 answer; any other status fails the test, naming `what`, the status and the body. */
export async function ok<T>(answer: ApiAnswer<T> | Promise<ApiAnswer<T>>, what = 'call'): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200 && status !== 201) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** The error of every refusal (api.md "Common rules"). */
export interface ApiError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** The error an answer carries, if any. */
export const errorOf = (answer: ApiAnswer): ApiError | undefined => (answer.body as { error?: ApiError } | null)?.error;

/** A new session for `person` through `POST /api/user` (the login form's call): its token. */
export async function logInByApi(rt: TestRuntime, person: { emailAddress: string; password: string }) {
  const { emailAddress, password } = person;
  return (await ok(rt.call<{ token: string }>('POST', '/api/user', { body: { emailAddress, password } }), 'login'))
    .token;
}

/** `POST /api/locations`: the new location's id. */
export const createLocation = async (rt: TestRuntime, caller: Caller, name: string) =>
  (await ok(rt.call<{ id: string }>('POST', '/api/locations', { ...caller, body: { name } }), `location ${name}`)).id;

/** `POST /api/equipment` (`locationId` or a `locationName` that is found or created): the new equipment's id. */
export const createEquipment = async (rt: TestRuntime, caller: Caller, body: Record<string, unknown>) =>
  (
    await ok(
      rt.call<{ equipmentId: string }>('POST', '/api/equipment', { ...caller, body }),
      `equipment ${String(body.name ?? body.model)}`,
    )
  ).equipmentId;

/** `POST /api/task`: the new task's id. */
export const createTask = async (rt: TestRuntime, caller: Caller, body: Record<string, unknown>) =>
  (await ok(rt.call<{ taskId: string }>('POST', '/api/task', { ...caller, body }), `task ${String(body.title)}`))
    .taskId;

/** Completes the company's info and upgrades it to UNLIMITED through `PATCH /api/company`. */
export async function upgradeByApi(rt: TestRuntime, token: string, companyId: string, name: string) {
  const caller = { token, query: { companyId } };
  const info = { id: companyId, name, vatNumber: '87654321', address: 'Havnegade 1', city: 'Aarhus' };
  await ok(rt.call('PATCH', '/api/company', { ...caller, body: info }), 'company info');
  await ok(
    rt.call('PATCH', '/api/company', { ...caller, body: { id: companyId, subscription: 'UNLIMITED' } }),
    'upgrade',
  );
}

/** Invites `person` into `companyId` and accepts as a new account, all through the API. */
export async function inviteAndAcceptByApi(
  rt: TestRuntime,
  adminToken: string,
  companyId: string,
  person: { name: string; emailAddress: string; password: string; type?: 'USER' | 'ADMIN' },
): Promise<{ id: string; token: string }> {
  const { name, emailAddress, password } = person;
  await ok(
    rt.call('POST', '/api/user/invite', {
      token: adminToken,
      query: { companyId },
      body: { name, emailAddress, type: person.type ?? 'USER' },
    }),
    'invite',
  );
  // The secret token is only in the invitee's e-mail (the admin's answer names the invitation by id).
  const mail = await waitForMail(rt, { to: emailAddress, subject: /^Invitation til / });
  const secret = linkIn(mail, '/auth/invitation/').split('/').pop()!;
  const accepted = await ok(
    rt.call<{ user: { id: string }; token: string }>('POST', '/api/invitation', {
      body: { token: secret, name, password },
    }),
    'accept',
  );
  await rt.drain();
  return { id: accepted.user.id, token: accepted.token };
}

/** The equipment many scenarios start from: a pump, placed in the basement ('Kælder', made if new). */
export const PUMP = {
  make: 'Grundfos',
  model: 'CR 10',
  equipmentId: 'GF-10',
  category: 'Maskine',
  locationName: 'Kælder',
};
