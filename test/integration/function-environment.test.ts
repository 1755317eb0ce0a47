import { TOKEN_SECRET_ENV } from '../../infra/bindings';
import { errorOf } from '../support/api';
import { signUp, startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Each function sees only the environment the stack gives it, so a binding missing from the
 * declaration fails in the local runtime as it would on AWS: here apiLocations runs without the
 * token secret (the defect a deployed stack had) and cannot verify anyone's token.
 */

let rt: TestRuntime;

beforeAll(async () => {
  rt = await startTestRuntime({
    functions: (name, local) => {
      if (name !== 'apiLocations') return undefined;
      return local.defaultSource(name).then(({ bundle, environment }) => {
        const { [TOKEN_SECRET_ENV]: _secret, ...rest } = environment;
        return { bundle, environment: rest };
      });
    },
  });
}, 120_000);

afterAll(async () => {
  await rt?.stop();
});

test('a function without the token-secret binding fails every signed-in call; the others still work', async () => {
  const { token, companyId } = await signUp(rt);
  const locations = await rt.call('GET', '/api/locations', { token, query: { companyId } });
  // As on AWS the call fails (401 or 500 depending on where the missing key surfaces), never 200.
  expect(locations.status).toBeGreaterThanOrEqual(400);
  expect(errorOf(locations)).toBeDefined();
  const equipment = await rt.call('GET', '/api/equipment', { token, query: { companyId } });
  expect(equipment.status).toBe(200);
});
