import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt (memory-hard, node:crypto): N=2^15, r=8, p=1, 64-byte key; the parameters are stored. */
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

const options = (n: number, r: number, p: number): ScryptOptions => ({ N: n, r, p, maxmem: 256 * n * r });

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, options(N, R, P));
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, key] = stored.split('$');
  if (algorithm !== 'scrypt') return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, options(+n, +r, +p));
  return timingSafeEqual(actual, expected);
}

/**
 * What a login is compared against when no account exists, so both paths cost the same: one
 * scrypt with the parameters of a real hash (verifyPassword's cost depends only on those and the
 * key's length). Salt and key are random bytes, not the hash of a password: no password matches
 * it, and nothing is hashed when the module loads (a cold start of the three functions importing
 * this would otherwise pay a whole scrypt before its first request).
 */
export const DUMMY_HASH = [
  'scrypt',
  N,
  R,
  P,
  randomBytes(16).toString('base64'),
  randomBytes(KEY_LENGTH).toString('base64'),
].join('$');
