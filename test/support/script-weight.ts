import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** The login route's budget of gzipped JavaScript (issue 14; decision 067 "Route-level code splitting"). */
export const LOGIN_ROUTE_JS_LIMIT = 120_000;

/**
 * Records every JavaScript file `page` fetches from now on: its path and its size gzipped (zlib's
 * default level, as a server compressing on the fly sends it). `total()` sums what has arrived.
 */
export function recordScripts(page: Page) {
  const scripts: { path: string; gzipped: number }[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => void scripts.push({ path: url.pathname, gzipped: gzipSync(body).length }),
        () => undefined, // an aborted fetch carries nothing
      ),
    );
  };
  page.on('response', onResponse);
  return {
    scripts,
    async total() {
      await Promise.all(pending);
      return scripts.reduce((sum, script) => sum + script.gzipped, 0);
    },
    stop: () => page.off('response', onResponse),
  };
}
