/**
 * Where two-step login returns to (decision 050 "Two-step login keeps the page asked for"): the
 * `from` of `/auth?from=` travels with the e-mailed link, so only a path of this site under
 * `/dashboard/` or `/profile` is kept; anything else (another host, `//host`, a backslash, `..`
 * out of the area, control characters, an over-long value) is dropped, never refused: the login
 * itself goes on to the default page.
 */
export const MAX_RETURN_PATH = 500;

const ORIGIN = 'https://servicebogen.invalid';
const AREAS = /^\/(dashboard\/[^/]|profile(\/|$))/;
// Browsers read '\' as '/', so '/\host' would leave the site; spaces and controls have no place in a path.
const UNSAFE = /[\\\s\u0000-\u001F\u007F-\u009F]/;

export function safeReturnPath(from: unknown): string | undefined {
  if (typeof from !== 'string' || from.length === 0 || from.length > MAX_RETURN_PATH) return undefined;
  if (!from.startsWith('/') || from.startsWith('//') || UNSAFE.test(from)) return undefined;
  let url: URL;
  try {
    url = new URL(from, ORIGIN);
  } catch {
    return undefined;
  }
  // The URL parser resolves '..' and '%2e%2e': the path that will be followed is the one checked.
  if (url.origin !== ORIGIN || !AREAS.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
