// The module object itself (an `import * as` copy would not see the module's own calls).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nodeCrypto = require('node:crypto') as typeof import('node:crypto');

/**
 * The three functions that import this module (login, sign-up, invitation) must not pay a scrypt
 * at cold start: loading the module hashes nothing, and the "unknown user" comparison still costs
 * one scrypt with the parameters of a real hash.
 */
describe('passwords', () => {
  afterEach(() => jest.restoreAllMocks());

  /** The module loaded afresh, in a registry of its own. */
  const load = async () => {
    let loaded!: typeof import('./passwords');
    await jest.isolateModulesAsync(async () => {
      loaded = await import('./passwords');
    });
    return loaded;
  };

  it('given a fresh module registry, when the module loads, then no scrypt runs', async () => {
    const scrypt = jest.spyOn(nodeCrypto, 'scrypt');
    const scryptSync = jest.spyOn(nodeCrypto, 'scryptSync');
    await load();
    expect(scrypt).not.toHaveBeenCalled();
    expect(scryptSync).not.toHaveBeenCalled();
  });

  it('given the dummy hash, when a login is checked against it, then it costs one scrypt with the parameters of a real hash and never matches', async () => {
    const { DUMMY_HASH, hashPassword, verifyPassword } = await load();
    const real = await hashPassword('et-rigtigt-password');
    const shape = (stored: string) => {
      const [algorithm, n, r, p, salt, key] = stored.split('$');
      return { algorithm, n, r, p, salt: Buffer.from(salt, 'base64').length, key: Buffer.from(key, 'base64').length };
    };
    expect(typeof DUMMY_HASH).toBe('string');
    expect(shape(DUMMY_HASH)).toEqual(shape(real));
    const scrypt = jest.spyOn(nodeCrypto, 'scrypt');
    expect(await verifyPassword('et-rigtigt-password', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
    expect(scrypt).toHaveBeenCalledTimes(2);
    expect(await verifyPassword('et-rigtigt-password', real)).toBe(true);
  });
});
