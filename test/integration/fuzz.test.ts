import type { RouteSpec } from '../../infra/declaration-types';
import { allRoutes } from '../../infra/declaration';
import {
  castFor,
  clone,
  errorShapeProblems,
  fillPath,
  freshToken,
  isCompanyScoped,
  newPerson,
  pick,
  prng,
  rolesSufficient,
  routeName,
  takesBody,
  withCompany,
  type Cast,
} from '../support/factories';
import type { Company } from '../support/contract';
import { startTestRuntime, type ApiAnswer, type TestRuntime } from '../support/runtime';
import { errorOf } from '../support/api';

/**
 * Fuzzing driven by the route declaration (api.md "Common rules": never 500 for bad input, bodies
 * over 1 MB refused with 413, every error in the contract's shape). Every route that takes a body
 * gets malformed variants of its `exampleBody` (or of `{}`), sent with a sufficient role; every
 * route with path parameters gets malformed parameters. A bounded, seeded random pass follows.
 */

const KB = 1024;
const MB = 1024 * KB;
const SEED = 0x5e41ce;
const RANDOM_ITERATIONS = 200;

let rt: TestRuntime;
let cast: Cast;

beforeAll(async () => {
  rt = await startTestRuntime();
  cast = await castFor(rt);
  // Unlimited, so that creating equipment and locations is never refused by the FREE plan's
  // limit (403 PLAN_LIMIT) once earlier probes have made ten: every probe reaches the handler.
  const founder = { token: cast.founder.token, query: { companyId: cast.companyId } };
  const info = {
    id: cast.companyId,
    name: 'Målfirmaet ApS',
    vatNumber: '12345678',
    address: 'Havnegade 1',
    city: 'Aarhus',
  };
  expect((await rt.call('PATCH', '/api/company', { ...founder, body: info })).status).toBe(200);
  expect(
    (await rt.call('PATCH', '/api/company', { ...founder, body: { id: cast.companyId, subscription: 'UNLIMITED' } }))
      .status,
  ).toBe(200);
}, 60_000);

afterAll(async () => {
  await rt?.stop();
});

// ---------------------------------------------------------------------------------------------
// Probes and the verdict on their answers

interface Probe {
  label: string;
  body?: unknown;
  rawBody?: string;
  /** Statuses the contract demands for this probe (default: anything below 500). */
  expected?: number[];
  /** Statuses the probe must not get (besides 5xx). */
  forbidden?: number[];
  /** The request path (default: the declared path, filled in) and query (default: `?companyId=`). */
  path?: string;
  query?: Record<string, string>;
}

/** The least role that is enough for a route (public routes are called anonymously). */
async function tokenFor(route: RouteSpec): Promise<string | undefined> {
  if (route.access === 'public') return undefined;
  const person = isCompanyScoped(route.access) ? cast.byRole[rolesSufficient(route.access)[0]] : cast.outsider;
  return freshToken(person); // fresh per call: a route may end the session (logout)
}

async function fire(route: RouteSpec, probe: Probe): Promise<ApiAnswer> {
  return rt.call(route.method, probe.path ?? fillPath(route, cast.companyId), {
    token: await tokenFor(route),
    query: probe.query ?? { companyId: cast.companyId },
    ...(probe.rawBody !== undefined
      ? { rawBody: probe.rawBody.replaceAll('"{companyId}"', JSON.stringify(cast.companyId)) }
      : { body: probe.body === undefined ? undefined : withCompany(probe.body, cast.companyId) }),
  });
}

const snippet = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text;
};

/** What is wrong with an answer, or null when it keeps the contract. */
function verdict(probe: Probe, answer: ApiAnswer): string | null {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (probe.expected && !probe.expected.includes(answer.status))
    problems.push(`answered ${answer.status}, expected ${probe.expected.join(' or ')}`);
  if (probe.forbidden?.includes(answer.status)) problems.push(`answered ${answer.status}`);
  if (answer.status >= 400) problems.push(...errorShapeProblems(answer));
  const error = errorOf(answer);
  if (answer.status === 400 && error?.code === 'VALIDATION' && !(error.fields && Object.keys(error.fields).length)) {
    problems.push('a validation error without fields');
  }
  if (({} as Record<string, unknown>).polluted !== undefined) problems.push('Object.prototype was polluted');
  const sent = `${probe.path ? `${probe.path} ` : ''}${probe.query ? `?${new URLSearchParams(probe.query)} ` : ''}${snippet(probe.rawBody ?? probe.body)}`;
  return problems.length ? `${probe.label}: ${problems.join('; ')} — sent ${sent} — got ${snippet(answer.body)}` : null;
}

/** Sends every probe (a few at a time) and returns the broken promises of the contract. */
async function run(route: RouteSpec, probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...probes];
  const worker = async () => {
    for (let probe = queue.shift(); probe; probe = queue.shift()) {
      const answer = await fire(route, probe);
      const problem = verdict(probe, answer);
      if (problem) failures.push(problem);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return failures;
}

// ---------------------------------------------------------------------------------------------
// Variants of a JSON value

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const isObject = (v: unknown): v is Record<string, Json> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Every path inside a value (not the root), depth first. */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...pathsOf(v, [...prefix, i])]);
  if (isObject(value))
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
  return [];
}

const getAt = (root: Json, path: Path): Json =>
  path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k], root);

/** A copy of `root` with the value at `path` replaced (or removed when `value` is REMOVE). */
const REMOVE = Symbol('remove');
function setAt(root: Json, path: Path, value: Json | typeof REMOVE): Json {
  if (path.length === 0) return value === REMOVE ? null : value;
  const copy = clone(root);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1];
  if (value === REMOVE) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else parent[key] = value;
  return copy;
}

const show = (path: Path) => path.map(String).join('.') || '(root)';

/** Values of the wrong type for what is there now: number↔string, object↔string, booleans, arrays. */
function wrongTypes(value: Json): [string, Json][] {
  if (typeof value === 'string')
    return [
      ['a number', 42],
      ['a boolean', true],
      ['an object', { value }],
      ['an array', [value]],
    ];
  if (typeof value === 'number')
    return [
      ['a string', String(value)],
      ['a boolean', false],
      ['an object', {}],
    ];
  if (typeof value === 'boolean')
    return [
      ['a string', String(value)],
      ['a number', value ? 1 : 0],
      ['an object', {}],
    ];
  if (Array.isArray(value))
    return [
      ['a string', 'tekst'],
      ['an object', {}],
      ['a number', 7],
    ];
  if (isObject(value))
    return [
      ['a string', 'tekst'],
      ['an array', []],
      ['a number', 7],
      ['a boolean', true],
    ];
  return [
    ['a string', 'tekst'],
    ['a number', 0],
  ];
}

const UNICODE: [string, string][] = [
  ['emoji', '👩‍🔧🔧 Ærø Øl & Å 🇩🇰'],
  ['combining marks', 'A\u030Angstro\u0308m'],
  ['right-to-left override', 'abc\u202Edcba\u202C'],
  ['zero-width characters', '\u200B\u200C\u200D\uFEFF'],
  ['a lone surrogate', 'x\uD800y'],
  ['a reversed surrogate pair', '\uDE00\uD83D'],
  ['CJK and Arabic', '漢字かなカナ العربية'],
  ['markup', '<script>alert(1)</script>"\'`'],
];

const CONTROL: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['C0 controls', Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('')],
  ['DEL and C1 controls', '\u007F\u0085\u009B'],
  ['line and paragraph separators', 'a\u2028b\u2029c'],
  ['CR LF header injection', 'x\r\nBcc: alle@eksempel.dk\r\n'],
  ['ANSI escape', '\u001B[31mrød\u001B[0m'],
];

const INVALID_JSON: [string, string][] = [
  ['an unclosed object', '{'],
  ['a truncated body', '{"user": {"name": "Anne'],
  ['single quotes', "{'a': 1}"],
  ['a trailing comma', '{"a": 1,}'],
  ['two values', '{} {}'],
  ['undefined', 'undefined'],
  ['NaN', 'NaN'],
  ['a bare word', 'hej'],
  ['a NUL byte', '\u0000'],
  ['a byte-order mark before the JSON', '\uFEFF{}'],
  ['a comment', '/* x */ {}'],
  ['an unpaired closing bracket', '}'],
];

/** The whole-body variants: invalid JSON, empty, and every JSON type but the object. */
function bodyShapes(example: Json): Probe[] {
  return [
    ...INVALID_JSON.map(([what, rawBody]): Probe => ({ label: `invalid JSON (${what})`, rawBody, expected: [400] })),
    { label: 'an empty body', rawBody: '' },
    { label: 'whitespace only', rawBody: ' \n\t ' },
    { label: 'null', rawBody: 'null' },
    { label: 'an empty array', body: [] },
    { label: 'the example inside an array', body: [example] },
    { label: 'a number', body: 42 },
    { label: 'a negative float', body: -0.5 },
    { label: 'a string', body: 'tekst' },
    { label: 'a boolean', body: true },
    { label: 'an empty object', body: {} },
    {
      label: 'the example with extra unknown fields',
      body: isObject(example)
        ? { ...example, ekstra: 'felt', id: 'x', roles: { x: { type: 'SUPER_ADMIN' } } }
        : example,
    },
    {
      label: 'duplicate keys',
      rawBody: `{"a": 1, "a": {"b": 2}${isObject(example) ? `, ${JSON.stringify(example).slice(1)}` : '}'}`,
    },
    { label: 'a deeply nested array', rawBody: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
    { label: 'a deeply nested object', rawBody: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` },
    {
      label: 'prototype keys (__proto__, constructor)',
      rawBody: `{"__proto__": {"polluted": "ja"}, "constructor": {"prototype": {"polluted": "ja"}}${isObject(example) ? `, ${JSON.stringify(example).slice(1)}` : '}'}`,
    },
  ];
}

/** Per field (recursively): removed, null, each wrong type. */
function fieldVariants(example: Json): Probe[] {
  return pathsOf(example).flatMap((path): Probe[] => [
    { label: `${show(path)} removed`, body: setAt(example, path, REMOVE) },
    { label: `${show(path)} null`, body: setAt(example, path, null) },
    ...wrongTypes(getAt(example, path)).map(([what, value]): Probe => ({
      label: `${show(path)} as ${what}`,
      body: setAt(example, path, value),
    })),
  ]);
}

/** Per string field: unicode, control characters, 100 kB (under the 1 MB limit, so not 413). */
function stringVariants(example: Json): Probe[] {
  const strings = pathsOf(example).filter((path) => typeof getAt(example, path) === 'string');
  // A body without string fields gets a new one, so the route still sees odd text.
  const targets: Path[] = strings.length ? strings : isObject(example) ? [['tekst']] : [];
  return targets.flatMap((path): Probe[] => [
    ...[...UNICODE, ...CONTROL].map(([what, text]): Probe => ({
      label: `${show(path)} with ${what}`,
      body: setAt(example, path, text),
    })),
    ...UNICODE.slice(0, 1).map(([, text]): Probe => ({
      label: `${show(path)} prefixed with ${text}`,
      body: setAt(example, path, `${text}${getAt(example, path) ?? ''}`),
    })),
    { label: `${show(path)} as an empty string`, body: setAt(example, path, '') },
    { label: `${show(path)} as blanks`, body: setAt(example, path, '   \t ') },
    { label: `${show(path)} as 100 kB of text`, body: setAt(example, path, 'æ'.repeat(50 * KB)), forbidden: [413] },
    { label: `${show(path)} as 100 kB of emoji`, body: setAt(example, path, '😀'.repeat(25 * KB)), forbidden: [413] },
  ]);
}

/**
 * Text off the shared definition (decision 040 "Acceptable text"), appended to each string field
 * so that the rest of the value stays as valid as it was. Passwords are secrets, not text: any
 * character may be part of one.
 */
const OFF_DEFINITION: [string, string][] = [
  ['a lone surrogate', '\uD800'],
  ['NUL', '\u0000'],
  ['a C1 control', '\u0085'],
  ['a bidi override', '\u202E'],
  ['a bidi isolate', '\u2066'],
];
const SECRETS = new Set(['password', 'newPassword']);

function offDefinitionVariants(example: Json): Probe[] {
  const strings = pathsOf(example).filter(
    (path) => typeof getAt(example, path) === 'string' && !SECRETS.has(String(path[path.length - 1])),
  );
  return strings.flatMap((path) =>
    OFF_DEFINITION.map(([what, text]): Probe => ({
      label: `${show(path)} with ${what}`,
      body: setAt(example, path, `${getAt(example, path)}${text}`),
      forbidden: [200, 201, 202, 204],
    })),
  );
}

/**
 * Hostile `version`s (decision 130 "Versioned edits merge three-way") on every route whose example
 * carries one: negative, zero, a fraction, a string, from the future, beyond a safe integer, and
 * structures. Each is refused in Danish (400, or 404 for an example's id that names nothing, or
 * 409), never taken; the integration tests of each PATCH check that nothing changed.
 */
const HOSTILE_VERSIONS: [string, Json][] = [
  ['negative', -1],
  ['zero', 0],
  ['a fraction', 1.5],
  ['a numeric string', '1'],
  ['a word', 'seneste'],
  ['from the future', 999_999_999],
  ['beyond a safe integer', Number.MAX_SAFE_INTEGER + 2],
  ['the largest float', 1e308],
  ['an array', [1]],
  ['an object', { version: 1 }],
  ['a boolean', true],
  ['null', null],
];

function versionVariants(example: Json): Probe[] {
  if (!isObject(example) || !('version' in example)) return [];
  return HOSTILE_VERSIONS.map(([what, version]): Probe => ({
    label: `version ${what}`,
    body: setAt(example, ['version'], version),
    expected: [400, 404, 409],
  }));
}

/** Bodies over 1 MB are refused with 413, whatever they hold; just under 1 MB they are not. */
function sizeVariants(example: Json): Probe[] {
  const strings = pathsOf(example).filter((path) => typeof getAt(example, path) === 'string');
  const path: Path = strings[0] ?? ['tekst'];
  const base: Json = isObject(example) || strings.length ? example : {};
  return [
    { label: `${show(path)} as 2 MB of text`, body: setAt(base, path, 'x'.repeat(2 * MB)), expected: [413] },
    {
      label: `${show(path)} as 2 MB of multi-byte text (1 M characters)`,
      body: setAt(base, path, 'ø'.repeat(MB)),
      expected: [413],
    },
    { label: '2 MB of invalid JSON', rawBody: `{${'x'.repeat(2 * MB)}`, expected: [413] },
    {
      label: '2 MB of whitespace around the example',
      rawBody: `${' '.repeat(2 * MB)}${JSON.stringify(base)}`,
      expected: [413],
    },
    { label: 'just under 1 MB', body: setAt(base, path, 'x'.repeat(MB - 4 * KB)), forbidden: [413] },
  ];
}

// ---------------------------------------------------------------------------------------------
// The seeded random pass

const CHARS = [
  'abcdefghijklmnopqrstuvwxyz',
  'ABCÆØÅæøå0123456789',
  ' .,-_@/\\\'"`{}[]:;%&?=+#',
  '😀👩‍🔧🇩🇰',
  '\u0000\u0001\u0007\b\t\n\r\u001B\u007F\u2028',
  '\uD800\uDFFF\uFFFE\u202E\u200B',
];

function randomString(random: () => number): string {
  const length = pick(random, [0, 1, 2, 5, 10, 11, 50, 199, 200, 201, 255, 1000, 5000]);
  let text = '';
  for (let i = 0; i < length; i++) {
    const pool = pick(random, CHARS);
    text += pool[Math.floor(random() * pool.length)];
  }
  return random() < 0.2 ? `${text}@eksempel.dk` : text;
}

function randomValue(random: () => number, depth = 0): Json {
  switch (Math.floor(random() * 11)) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return Math.floor(random() * 4e9) - 2e9;
    case 3:
      return pick(random, [0, -0, 1.5, -1, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2]);
    case 4:
    case 5:
      return randomString(random);
    case 6:
      return pick(random, [
        '',
        ' ',
        'null',
        'true',
        '0',
        'USER',
        'SUPER_ADMIN',
        'email',
        'navn@virksomhed.dk',
        '__proto__',
      ]);
    case 7:
      if (depth > 2) return {};
      return Object.fromEntries(
        Array.from({ length: Math.floor(random() * 4) }, () => [
          randomString(random).slice(0, 12),
          randomValue(random, depth + 1),
        ]),
      );
    case 8:
      if (depth > 2) return [];
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    default:
      return pick(random, [{}, [], 'x'.repeat(300), 1, false]);
  }
}

/** One to three random edits of the example: remove, null, replace, add a key, wrap, retype. */
function mutate(random: () => number, example: Json): Json {
  let body = clone(example);
  const edits = 1 + Math.floor(random() * 3);
  for (let i = 0; i < edits; i++) {
    const paths: Path[] = [[], ...pathsOf(body)];
    const path = pick(random, paths);
    const current = getAt(body, path);
    switch (Math.floor(random() * 6)) {
      case 0:
        body = setAt(body, path, path.length ? REMOVE : {});
        break;
      case 1:
        body = setAt(body, path, null);
        break;
      case 2:
        body = setAt(body, path, randomValue(random));
        break;
      case 3:
        body = isObject(current)
          ? setAt(body, [...path, randomString(random).slice(0, 10) || 'k'], randomValue(random))
          : setAt(body, path, randomValue(random));
        break;
      case 4:
        body = setAt(body, path, random() < 0.5 ? [current] : { value: current });
        break;
      default:
        body = setAt(body, path, pick(random, wrongTypes(current))[1]);
    }
  }
  return body;
}

function randomProbes(routes: RouteSpec[]): Map<RouteSpec, Probe[]> {
  const random = prng(SEED);
  const probes = new Map<RouteSpec, Probe[]>(routes.map((route) => [route, []]));
  for (let i = 0; i < RANDOM_ITERATIONS && routes.length; i++) {
    const route = routes[i % routes.length];
    const body = mutate(random, (route.exampleBody ?? {}) as Json);
    const label = `random #${i} (seed ${SEED})`;
    if (random() < 0.1) {
      // A cut-off body: mostly invalid JSON.
      const text = JSON.stringify(body);
      probes
        .get(route)!
        .push({ label: `${label}, cut off`, rawBody: text.slice(0, Math.floor(random() * text.length)) });
    } else probes.get(route)!.push({ label, body });
  }
  return probes;
}

// ---------------------------------------------------------------------------------------------
// The suites

const bodyRoutes = (allRoutes as RouteSpec[]).filter(takesBody);
const paramRoutes = (allRoutes as RouteSpec[]).filter((route) => /\{[^}]+\}/.test(route.path));
const random = randomProbes(bodyRoutes);

test('the declaration has routes that take a body, to fuzz', () => {
  expect(bodyRoutes.length).toBeGreaterThan(0);
  expect([...random.values()].reduce((n, probes) => n + probes.length, 0)).toBe(RANDOM_ITERATIONS);
});

test('every versioned write carries `version` in its example, so the hostile versions reach it (decision 130)', () => {
  const versioned = bodyRoutes.filter((route) => versionVariants((route.exampleBody ?? {}) as Json).length > 0);
  expect(versioned.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
    [
      'PATCH /api/company',
      'PATCH /api/compliance/interval',
      'PATCH /api/equipment',
      'PATCH /api/equipment/standby',
      'PATCH /api/locations',
      'PATCH /api/note',
      'PATCH /api/task',
      'PATCH /api/user',
      'PATCH /api/user/name',
      'POST /api/task/complete',
    ].sort(),
  );
});

// Plain loops, not describe.each: a table left empty by a future declaration must not be an error.
for (const route of bodyRoutes)
  describe(routeName(route), () => {
    const example = clone((route.exampleBody ?? {}) as Json);

    test('the example body itself is served (the fuzz reaches the handler)', async () => {
      const answer = await fire(route, { label: 'the example', body: example });
      expect(answer.status).toBeLessThan(500);
      // Not refused at the door: whatever the handler decides, it is not a missing or bad token.
      expect(errorOf(answer)?.code).not.toBe('UNAUTHORIZED');
      expect(answer.status).not.toBe(403);
    });

    test('malformed bodies: invalid JSON → 400; empty, null, arrays, numbers, strings → never 5xx', async () => {
      expect(await run(route, bodyShapes(example))).toEqual([]);
    });

    test('each field (recursively) removed, null, or of a wrong type → never 5xx', async () => {
      expect(await run(route, fieldVariants(example))).toEqual([]);
    });

    if (versionVariants(example).length > 0)
      test('hostile versions (negative, a string, from the future, …) → a Danish 400, 404 or 409, never taken', async () => {
        expect(await run(route, versionVariants(example))).toEqual([]);
      });

    test('unicode, emoji, control characters and 100 kB strings → never 5xx, never 413', async () => {
      expect(await run(route, stringVariants(example))).toEqual([]);
    });

    test('text off the shared definition (lone surrogate, NUL, C1, bidi) in any field → never taken (not 2xx)', async () => {
      expect(await run(route, offDefinitionVariants(example))).toEqual([]);
    });

    test('over 1 MB → 413 with the error shape; just under → not 413', async () => {
      expect(await run(route, sizeVariants(example))).toEqual([]);
    });

    test(`seeded random mutations of the example (${random.get(route)!.length} of ${RANDOM_ITERATIONS}) → never 5xx`, async () => {
      expect(await run(route, random.get(route)!)).toEqual([]);
    });
  });

for (const route of paramRoutes)
  describe(`${routeName(route)}: path parameters`, () => {
    const raw: [string, string][] = [
      ['a lone percent sign', '%'],
      ['a broken percent escape', '%E0%A4%A'],
      ['an invalid UTF-8 escape', '%C3%28'],
      ['an encoded NUL', '%00'],
      ['an encoded slash and dots', '..%2F..%2Fetc%2Fpasswd'],
      ['emoji', encodeURIComponent('😀🔧')],
      ['an encoded lone surrogate', '%ED%A0%80'],
      ['4000 characters', 'a'.repeat(4000)],
      ['an SQL-ish string', encodeURIComponent("' OR 1=1 --")],
      ['__proto__', '__proto__'],
      ['constructor', 'constructor'],
    ];

    test('malformed path parameters → never 5xx, errors in the contract shape', async () => {
      const body = takesBody(route) ? (route.exampleBody ?? {}) : undefined;
      const probes = raw.map(([what, value]): Probe => ({
        label: `path parameters as ${what}`,
        body,
        path: route.path.replace(/\{[^}]+\}/g, value),
      }));
      const failures = await run(route, probes);
      expect(failures).toEqual([]);
    });
  });

for (const route of allRoutes as RouteSpec[])
  describe(`${routeName(route)}: query`, () => {
    test('malformed ?companyId= → never 5xx, errors in the contract shape', async () => {
      const values = [
        '',
        '%',
        '%E0%A4%A',
        'x'.repeat(2000),
        `${cast.companyId},${cast.outsider.ownCompanyId}`,
        '😀',
        '\u0000',
        '__proto__',
        'constructor',
        'toString',
      ];
      const body = takesBody(route) ? (route.exampleBody ?? {}) : undefined;
      const probes = values.map((value): Probe => ({
        label: `companyId=${snippet(value)}`,
        body,
        query: { companyId: value },
      }));
      const failures = await run(route, probes);
      expect(failures).toEqual([]);
    });
  });

test('after the fuzzing the service still works end to end', async () => {
  const person = await newPerson(rt);
  await rt.drain();
  const companies = await rt.call<Company[]>('GET', '/api/company', {
    token: person.token,
    query: { userId: person.user.id },
  });
  expect(companies.status).toBe(200);
  expect(companies.body.map((c: { id: string }) => c.id)).toEqual([person.ownCompanyId]);
});
