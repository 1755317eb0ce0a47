import { SignJWT } from 'jose';
import { deviceSession } from './device';

const kept = {
  token: 'old-token',
  user: { id: 'bo', name: 'Bo Berg', emailAddress: 'bo@holm.dk', roles: {} },
  companyId: 'c1',
};
let stored: typeof kept | null = kept;
jest.mock('../offline/device-store', () => ({ readSession: async () => stored }));

const tokenFor = (sub: string) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .sign(new TextEncoder().encode('x'.repeat(32)));

describe('given the person the device kept, when the app starts without a network', () => {
  beforeEach(() => (stored = kept));

  test('then the same token opens their session offline', async () => {
    await expect(deviceSession('old-token')).resolves.toMatchObject({
      token: 'old-token',
      user: { id: 'bo' },
      offline: true,
    });
  });

  test("then a token renewed just before the network went, naming the same person, keeps them signed in with the page's token", async () => {
    const renewed = await tokenFor('bo');
    await expect(deviceSession(renewed)).resolves.toMatchObject({ token: renewed, user: { id: 'bo' }, offline: true });
  });

  test("then another person's token, no token, a token that is not one, or nothing kept: no session", async () => {
    await expect(deviceSession(await tokenFor('anne'))).resolves.toBeNull();
    await expect(deviceSession(null)).resolves.toBeNull();
    await expect(deviceSession('not-a-jwt')).resolves.toBeNull();
    stored = null;
    await expect(deviceSession('old-token')).resolves.toBeNull();
  });
});
