import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Loading } from '../components/ui/spinner';

/** A route's code could not be fetched (offline, or a new release removed the old chunk): RouteError offers a reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Siden kunne ikke hentes', { cause });
    this.name = 'ChunkLoadError';
  }
}

type Props = Record<string, unknown>;
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** The text while a page's code is fetched (a live status, so a screen reader says it too). */
export const PAGE_LOADING = 'Henter siden…';

/**
 * A route's element whose code is fetched when the route is first shown (decisions.md "Route-level
 * code splitting"): `page(() => import('./x'), 'XPage')`. While it loads, a status says so; if the
 * fetch fails, the router's error element shows a Danish error with a reload. zod's `jitless`
 * configuration is loaded beside every page, so it is set before any page parses with a schema.
 */
export function page<M, K extends keyof M & string>(load: () => Promise<M>, name: K, props?: PropsOf<M[K]>): ReactElement {
  const Page = lazy(async () => {
    try {
      const [module] = await Promise.all([load(), import('../lib/zod-config')]);
      return { default: module[name] as ComponentType<Props> };
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  });
  return (
    <Suspense fallback={<Loading label={PAGE_LOADING} />}>
      <Page {...(props as Props | undefined)} />
    </Suspense>
  );
}
