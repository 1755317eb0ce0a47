import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { userDecider } from '../../domain/user/decider';
import { roleTypes, type RoleType } from '../../events/catalogue';
import type { Access, HttpMethod, RouteSpec } from '../../infra/declaration-types';
import { clock } from '../../functions/platform/clock';
import { execute } from '../../functions/store/command';
import { createSession } from '../../functions/use-cases/sessions';
import { signUp, type ApiAnswer, type TestRuntime } from './runtime';

/**
 * Factories for the cross-cutting suites (access matrix, fuzzing, accounts, projections): people
 * with a given role in a company, tokens in every state a client can hold, requests filled in from
 * the route declaration, the contract's error check, and a seeded random generator.
 */

// ---------------------------------------------------------------------------------------------
// People and roles

/** A signed-up person: their token, `user` as the API shows it, their own company and password. */
export interface Person {
  token: string;
  user: { id: string; name: string; emailAddress: string; roles: Record<string, { type: RoleType }> };
  /** The company the person founded at sign-up (they are its SUPER_ADMIN). */
  ownCompanyId: string;
  emailAddress: string;
  password: string;
}

/** Signs up a new person with their own company (through `POST /api/company`). */
export async function newPerson(rt: TestRuntime, overrides: Parameters<typeof signUp>[1] = {}): Promise<Person> {
  const { token, user, companyId, payload } = await signUp(rt, overrides);
  return {
    token,
    user: user as Person['user'],
    ownCompanyId: companyId,
    emailAddress: payload.user.emailAddress,
    password: payload.user.password,
  };
}

/**
 * Gives an existing person `role` in `companyId` through the real command path (load, decide,
 * append), as accepting an invitation does, without the invitation and its e-mail. The event
 * reaches the projections through the stream, the pipe and the bus like any other.
 */
export async function grantRole(
  person: Person,
  companyId: string,
  role: RoleType,
  actor: string | null = person.user.id,
): Promise<Person> {
  await execute(
    userDecider,
    { type: 'User', id: person.user.id },
    { type: 'JoinCompany', companyId, role },
    { now: clock.now(), actor, companyId },
  );
  return { ...person, user: { ...person.user, roles: { ...person.user.roles, [companyId]: { type: role } } } };
}

/** Signs up a new person (with their own company), then makes them `role` in `companyId`. */
export async function personWithRole(rt: TestRuntime, companyId: string, role: RoleType): Promise<Person> {
  return grantRole(await newPerson(rt), companyId, role);
}

/** The people an access check needs, all around one target company. */
export interface Cast {
  companyId: string;
  /** The founder: SUPER_ADMIN through sign-up. */
  founder: Person;
  /** One person per role in the target company, joined through the command path. */
  byRole: Record<RoleType, Person>;
  /** Signed in, with a company of their own, but no role in the target company. */
  outsider: Person;
}

export async function castFor(rt: TestRuntime): Promise<Cast> {
  const founder = await newPerson(rt, { company: 'Målfirmaet ApS' });
  const [outsider, ...joined] = await Promise.all([
    newPerson(rt, { company: 'Naboens VVS' }),
    ...roleTypes.map((role) => personWithRole(rt, founder.ownCompanyId, role)),
  ]);
  const byRole = Object.fromEntries(roleTypes.map((role, i) => [role, joined[i]])) as Record<RoleType, Person>;
  return { companyId: founder.ownCompanyId, founder, byRole, outsider };
}

// ---------------------------------------------------------------------------------------------
// Tokens

/** A fresh session for a person (the session store's own call, no password hashing): cheap. */
export const freshToken = (person: Pick<Person, 'user'>) => createSession(person.user, clock.now());

/** A token whose session was ended through `POST /api/user/logout`. */
export async function loggedOutToken(rt: TestRuntime, person: Person): Promise<string> {
  const token = await freshToken(person);
  const answer = await rt.call('POST', '/api/user/logout', { token });
  if (answer.status !== 200) throw new Error(`logout failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Tokens no server should accept, each with a label: junk, forgeries with another key or no
 * signature, and a real token whose payload was edited to name someone else.
 */
export async function badTokens(real: {
  token: string;
  otherUserId: string;
}): Promise<{ label: string; token: string }[]> {
  const [header, , signature] = real.token.split('.');
  const payload = JSON.parse(Buffer.from(real.token.split('.')[1], 'base64url').toString('utf8'));
  const forged = await new SignJWT({ sid: payload.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(payload.sub)
    .setIssuer('servicebogen')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-servers-secret-not-the-servers-secret'));
  return [
    { label: 'junk', token: 'garbage' },
    { label: 'three dots of junk', token: 'a.b.c' },
    { label: 'signed with another key', token: forged },
    { label: 'unsigned (alg none)', token: `${base64url({ alg: 'none' })}.${base64url(payload)}.` },
    {
      label: 'payload edited to another user',
      token: `${header}.${base64url({ ...payload, sub: real.otherUserId })}.${signature}`,
    },
    { label: 'signature cut off', token: `${header}.${real.token.split('.')[1]}` },
  ];
}

// ---------------------------------------------------------------------------------------------
// Access levels, as api.md states them (independent of the middleware's own table)

const RANK: Record<RoleType, number> = { USER: 0, ADMIN: 1, SUPER_ADMIN: 2 };
const NEEDED: Record<Access, RoleType | null> = {
  public: null,
  user: null,
  member: 'USER',
  admin: 'ADMIN',
  superAdmin: 'SUPER_ADMIN',
};
export const accessLevels = Object.keys(NEEDED) as Access[];

/** Whether a route needs a role in a company (`member`, `admin`, `superAdmin`). */
export const isCompanyScoped = (access: Access) => NEEDED[access] !== null;

/** Roles in the target company that are NOT enough for `access` (empty unless company-scoped). */
export const rolesBelow = (access: Access): RoleType[] => {
  const needed = NEEDED[access];
  return needed ? roleTypes.filter((role) => RANK[role] < RANK[needed]) : [];
};

/** Roles in the target company that are enough for `access` (every role for public and user routes). */
export const rolesSufficient = (access: Access): RoleType[] => {
  const needed = NEEDED[access];
  return needed ? roleTypes.filter((role) => RANK[role] >= RANK[needed]) : [...roleTypes];
};

// ---------------------------------------------------------------------------------------------
// Requests from the route declaration

export const BODY_METHODS: readonly HttpMethod[] = ['POST', 'PATCH', 'PUT', 'DELETE'];
export const takesBody = (route: Pick<RouteSpec, 'method'>) => BODY_METHODS.includes(route.method);

export const routeName = (route: Pick<RouteSpec, 'method' | 'path' | 'access'>) =>
  `${route.method} ${route.path} (${route.access})`;

/**
 * Fills a declared path: the parameter named by `companyFrom.path` gets the company id, every
 * other parameter a random uuid (`override` replaces any of them).
 */
export function fillPath(
  route: Pick<RouteSpec, 'path' | 'companyFrom'>,
  companyId: string,
  override: Record<string, string> = {},
): string {
  return route.path.replace(/\{([^}]+?)\+?\}/g, (_m, name: string) => {
    const value = override[name] ?? (route.companyFrom?.path === name ? companyId : randomUUID());
    return encodeURIComponent(value);
  });
}

/** A request for a route around one company: filled path, `?companyId=`, and the example body. */
export function requestFor(
  route: RouteSpec,
  companyId: string,
  opts: { queryCompanyId?: string | null; pathOverride?: Record<string, string> } = {},
) {
  // Only company-scoped routes take `?companyId=`; on the others it would change what is asked.
  const scoped = route.access === 'member' || route.access === 'admin' || route.access === 'superAdmin';
  const queryCompanyId = opts.queryCompanyId === undefined ? (scoped ? companyId : null) : opts.queryCompanyId;
  return {
    method: route.method,
    path: fillPath(route, companyId, opts.pathOverride),
    query: (queryCompanyId === null ? {} : { companyId: queryCompanyId }) as Record<string, string>,
    body: takesBody(route) ? withCompany(clone(route.exampleBody ?? {}), companyId) : undefined,
  };
}

/** Puts the target company's id where an example body says `{companyId}`. */
export function withCompany<T>(value: T, companyId: string): T {
  return JSON.parse(JSON.stringify(value ?? null).replaceAll('"{companyId}"', JSON.stringify(companyId))) ?? undefined;
}

export const clone = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

// ---------------------------------------------------------------------------------------------
// The contract's error shape (api.md "Common rules")

/** Words that give away an English (or framework default) text where the contract wants Danish. */
const ENGLISH =
  /\b(the|is|are|not|invalid|error|expected|received|required|unauthori[sz]ed|forbidden|internal|request|entity|too large|too big|too small|must|please|found|unknown|cannot|failed)\b/i;

/** Whether a text reads as Danish prose: non-empty, and none of the English give-aways. */
export const looksDanish = (text: unknown): boolean =>
  typeof text === 'string' && text.trim().length > 0 && !ENGLISH.test(text);

/**
 * The problems with an answer's error body, or [] when it is the contract's
 * `{"error": {"code", "message", "fields"?}}` with Danish texts.
 */
export function errorShapeProblems(answer: ApiAnswer): string[] {
  const problems: string[] = [];
  const body = answer.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return [`body is not a JSON object: ${JSON.stringify(body)?.slice(0, 200)}`];
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'error')
    problems.push(`body has keys ${JSON.stringify(keys)}, expected only "error"`);
  const error = (body as { error?: unknown }).error as Record<string, unknown> | undefined;
  if (!error || typeof error !== 'object')
    return [...problems, `no "error" object: ${JSON.stringify(body).slice(0, 200)}`];
  if (typeof error.code !== 'string' || !error.code.trim())
    problems.push(`error.code is not a non-empty string: ${JSON.stringify(error.code)}`);
  if (!looksDanish(error.message))
    problems.push(`error.message is not a Danish text: ${JSON.stringify(error.message)}`);
  // 409 STALE_VERSION (decision 130): `fields` holds the fields' current values, beside `version` and `names`.
  const stale = error.code === 'STALE_VERSION';
  if (error.fields !== undefined) {
    if (error.fields === null || typeof error.fields !== 'object' || Array.isArray(error.fields)) {
      problems.push(`error.fields is not an object: ${JSON.stringify(error.fields)}`);
    } else if (!stale) {
      for (const [field, text] of Object.entries(error.fields)) {
        if (!looksDanish(text))
          problems.push(`error.fields[${JSON.stringify(field)}] is not a Danish text: ${JSON.stringify(text)}`);
      }
    }
  }
  if (stale && !Number.isSafeInteger(error.version)) problems.push(`error.version is not a version: ${error.version}`);
  const known = ['code', 'message', 'fields', ...(stale ? ['version', 'names'] : [])];
  const extra = Object.keys(error).filter((k) => !known.includes(k));
  if (extra.length) problems.push(`error has unexpected keys ${JSON.stringify(extra)}`);
  return problems;
}

/** Asserts the contract's error shape (with the answer in the failure message). */
export function expectErrorShape(answer: ApiAnswer): void {
  expect({ status: answer.status, problems: errorShapeProblems(answer), body: answer.body }).toEqual({
    status: answer.status,
    problems: [],
    body: answer.body,
  });
}

/** Asserts the error shape on every error answer (status 400 or above), and nothing on others. */
export function expectShapeIfError(answer: ApiAnswer): void {
  if (answer.status >= 400) expectErrorShape(answer);
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness (no Math.random in what a test asserts on, so a failure can be replayed)

/** mulberry32: a small, fast, seeded PRNG returning floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** A shuffled copy (Fisher-Yates) driven by `random`. */
export function shuffle<T>(random: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
