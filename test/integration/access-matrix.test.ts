import type { RouteSpec } from '../../infra/declaration-types';
import { allRoutes } from '../../infra/declaration';
import {
  accessLevels,
  badTokens,
  castFor,
  errorShapeProblems,
  expectErrorShape,
  expectShapeIfError,
  fillPath,
  freshToken,
  isCompanyScoped,
  loggedOutToken,
  requestFor,
  rolesBelow,
  rolesSufficient,
  routeName,
  takesBody,
  type Cast,
  type Person,
} from '../support/factories';
import { startTestRuntime, type ApiAnswer, type TestRuntime } from '../support/runtime';
import { errorOf } from '../support/api';

/**
 * The access matrix (api.md "Common rules", architecture.md "Security"), generated from the route
 * declaration: every route in `allRoutes` is called by an anonymous caller, with bad and revoked
 * tokens, by a person with no role in the target company, by roles below the route's level and by
 * every sufficient role. A route added to the declaration is covered without touching this file.
 */

let rt: TestRuntime;
let cast: Cast;
let revokedToken: string;
let forgedTokens: { label: string; token: string }[];

beforeAll(async () => {
  rt = await startTestRuntime();
  cast = await castFor(rt);
  revokedToken = await loggedOutToken(rt, cast.byRole.SUPER_ADMIN);
  forgedTokens = await badTokens({
    token: await freshToken(cast.byRole.SUPER_ADMIN),
    otherUserId: cast.founder.user.id,
  });
}, 60_000);

afterAll(async () => {
  await rt?.stop();
});

type Options = Parameters<typeof requestFor>[2] & { token?: string; rawBody?: string };

/**
 * Calls a route around the target company: the declared path filled in, `?companyId=`, and the
 * example body (or `rawBody`) on routes that take one. Callers pass fresh tokens, since a route
 * may end the session it is called with (logout).
 */
async function send(route: RouteSpec, options: Options = {}): Promise<ApiAnswer> {
  const request = requestFor(route, cast.companyId, options);
  const raw = takesBody(route) ? options.rawBody : undefined; // GET and friends carry no body at all
  return rt.call(request.method, request.path, {
    body: raw === undefined ? request.body : undefined,
    rawBody: raw,
    query: request.query,
    token: options.token,
  });
}

const isAuthDemand = (answer: ApiAnswer) => answer.status === 401 && errorOf(answer)?.code === 'UNAUTHORIZED';

/** The people in the target company whose role is enough for `access`, plus the founder when it is. */
function sufficientPeople(access: RouteSpec['access']): [string, () => Person][] {
  // Resolved lazily: the tests are declared before beforeAll has created the people.
  const people: [string, () => Person][] = rolesSufficient(access).map((role) => [role, () => cast.byRole[role]]);
  if (rolesSufficient(access).includes('SUPER_ADMIN')) people.push(['SUPER_ADMIN (founder)', () => cast.founder]);
  if (!isCompanyScoped(access)) people.push(['signed in, no role in the company', () => cast.outsider]);
  return people;
}

describe('the declaration the matrix is built from', () => {
  test('declares routes, each once, each with a known access level', () => {
    expect(allRoutes.length).toBeGreaterThan(0);
    const keys = allRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of allRoutes) expect(accessLevels).toContain(route.access);
  });

  test('every companyFrom names a parameter of its path, and only company-scoped routes have one', () => {
    for (const route of allRoutes as RouteSpec[]) {
      if (!route.companyFrom) continue;
      expect({ route: routeName(route), hasParam: route.path.includes(`{${route.companyFrom.path}}`) }).toEqual({
        route: routeName(route),
        hasParam: true,
      });
      expect({ route: routeName(route), scoped: isCompanyScoped(route.access) }).toEqual({
        route: routeName(route),
        scoped: true,
      });
    }
  });

  test('the matrix derives lower and sufficient roles for every access level', () => {
    expect(rolesBelow('public')).toEqual([]);
    expect(rolesBelow('user')).toEqual([]);
    expect(rolesBelow('member')).toEqual([]);
    expect(rolesBelow('admin')).toEqual(['USER']);
    expect(rolesBelow('superAdmin')).toEqual(['USER', 'ADMIN']);
    expect(rolesSufficient('member')).toEqual(['USER', 'ADMIN', 'SUPER_ADMIN']);
    expect(rolesSufficient('admin')).toEqual(['ADMIN', 'SUPER_ADMIN']);
    expect(rolesSufficient('superAdmin')).toEqual(['SUPER_ADMIN']);
    for (const level of accessLevels) {
      expect([...rolesBelow(level), ...rolesSufficient(level)].sort()).toEqual(['ADMIN', 'SUPER_ADMIN', 'USER']);
    }
  });

  test('path filling puts the company id where companyFrom says and a fresh id elsewhere', () => {
    const path = fillPath({ path: '/api/x/{id}/y/{other}', companyFrom: { path: 'id' } }, 'company-1');
    expect(path).toMatch(/^\/api\/x\/company-1\/y\/[0-9a-f-]{36}$/);
    expect(fillPath({ path: '/api/x/{id}' }, 'company-1')).toMatch(/^\/api\/x\/[0-9a-f-]{36}$/);
  });
});

for (const route of allRoutes as RouteSpec[])
  describe(routeName(route), () => {
    if (route.access === 'public') {
      test('anonymous: never 401 (no body needed to get past authentication)', async () => {
        const answer = await send(route, { rawBody: '' });
        expect(answer.status).not.toBe(401);
        expect(answer.status).toBeLessThan(500);
        expectShapeIfError(answer);
      });

      test('anonymous with the example body: not asked to sign in', async () => {
        const answer = await send(route);
        // A public route may answer 401 only as its own outcome (a failed login), never as a demand for a token.
        expect(isAuthDemand(answer)).toBe(false);
        expect(answer.status).toBeLessThan(500);
        expectShapeIfError(answer);
      });

      test('a bad or revoked token is ignored, not answered with 401', async () => {
        for (const token of ['garbage', revokedToken]) {
          const answer = await send(route, { token, rawBody: '' });
          expect({ token, status: answer.status }).not.toEqual({ token, status: 401 });
          expectShapeIfError(answer);
        }
      });
      return;
    }

    test('anonymous → 401 with the error shape', async () => {
      const answer = await send(route);
      expect(answer.status).toBe(401);
      expectErrorShape(answer);
    });

    test('a malformed Authorization header → 401', async () => {
      const token = await freshToken(cast.founder);
      for (const header of [`Basic ${token}`, `Bearer`, `${token}`]) {
        const request = requestFor(route, cast.companyId);
        const response = await fetch(new URL(`${request.path}?${new URLSearchParams(request.query)}`, rt.url), {
          method: request.method,
          headers: { 'content-type': 'application/json', authorization: header },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
        const answer = { status: response.status, body: await response.json().catch(() => null) };
        expect({ header: header.slice(0, 12), status: answer.status }).toEqual({
          header: header.slice(0, 12),
          status: 401,
        });
        expectErrorShape(answer);
      }
    });

    test('a garbage or forged token → 401', async () => {
      const answers = await Promise.all(
        forgedTokens.map(async ({ label, token }) => ({ label, answer: await send(route, { token }) })),
      );
      for (const { label, answer } of answers) {
        expect({ label, status: answer.status }).toEqual({ label, status: 401 });
        expectErrorShape(answer);
      }
    });

    test('a token after logout → 401', async () => {
      const answer = await send(route, { token: revokedToken });
      expect(answer.status).toBe(401);
      expectErrorShape(answer);
    });

    if (isCompanyScoped(route.access)) {
      test('a signed-in person with no role in the company → 403 or 404', async () => {
        const answer = await send(route, { token: await freshToken(cast.outsider) });
        expect([403, 404]).toContain(answer.status);
        expectErrorShape(answer);
      });

      test("a person's role in their own company does not open another's", async () => {
        // The outsider is SUPER_ADMIN of their own company: name it wherever the route does not take the company from.
        const own = cast.outsider.ownCompanyId;
        const answer = await send(route, {
          token: await freshToken(cast.outsider),
          queryCompanyId: route.companyFrom ? own : cast.companyId,
        });
        expect([403, 404]).toContain(answer.status);
        expectErrorShape(answer);
      });

      if (!route.companyFrom) {
        test('without ?companyId= → refused (400, 403 or 404), never served', async () => {
          const answer = await send(route, { token: await freshToken(cast.founder), queryCompanyId: null });
          expect([400, 403, 404]).toContain(answer.status);
          expectErrorShape(answer);
        });
      }

      // Generated from the level: USER on admin routes, USER and ADMIN on superAdmin routes, none on member routes.
      for (const role of rolesBelow(route.access)) {
        test(`${role} (below the route's level) → 403`, async () => {
          const answer = await send(route, { token: await freshToken(cast.byRole[role]) });
          expect(answer.status).toBe(403);
          expectErrorShape(answer);
        });
      }
    }

    for (const [label, who] of sufficientPeople(route.access)) {
      test(`${label} → neither 401 nor 403, never 5xx`, async () => {
        const answer = await send(route, { token: await freshToken(who()) });
        expect({
          status: answer.status,
          refused: [401, 403].includes(answer.status),
          problems: answer.status >= 400 ? errorShapeProblems(answer) : [],
        }).toEqual({
          status: answer.status,
          refused: false,
          problems: [],
        });
        expect(answer.status).toBeLessThan(500);
      });
    }
  });
