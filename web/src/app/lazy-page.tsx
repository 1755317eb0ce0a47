import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ChunkLoadError } from '../components/errors/chunk-load-error';
import { Loading } from '../components/ui/spinner';

type Props = Record<string, unknown>;
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** The text while a page's code is fetched (a live status, so a screen reader says it too). */
export const PAGE_LOADING = 'Henter siden…';

/** How each `page` element's code is fetched ahead of its first showing (`preloadPages`). */
const preloads = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * A route's element whose code is fetched when the route is first shown (decision 067 "Route-level
 * code splitting"): `page(() => import('./x'), 'XPage')`. While it loads, a status says so; if the
 * fetch fails, the router's error element shows a Danish error with a reload. zod's `jitless`
 * configuration is loaded beside every page, so it is set before any page parses with a schema.
 * Code fetched already (`preloadPages`, or an earlier visit) renders at once: React.lazy would
 * suspend first, and React holds back what follows a fallback until 300 ms after it was shown.
 */
export function page<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  props?: PropsOf<M[K]>,
): ReactElement {
  let loaded: ComponentType<Props> | undefined;
  let fetching: Promise<{ default: ComponentType<Props> }> | undefined;
  const fetchPage = () =>
    (fetching ??= Promise.all([load(), import('../lib/zod-config')]).then(
      ([module]) => {
        loaded = module[name] as ComponentType<Props>;
        return { default: loaded };
      },
      (error: unknown) => {
        fetching = undefined;
        throw new ChunkLoadError(error);
      },
    ));
  const Lazy = lazy(fetchPage);
  function Page(pageProps: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...pageProps} /> : <Lazy {...pageProps} />;
  }
  const element = (
    <Suspense fallback={<Loading label={PAGE_LOADING} />}>
      <Page {...(props as Props | undefined)} />
    </Suspense>
  );
  preloads.set(element, fetchPage);
  return element;
}

/**
 * Starts fetching the code of the pages `pathname` shows, at start-up beside the session check
 * rather than after it, so the page renders as soon as the session is known. A failure is left to
 * the page's own fetch, which shows it.
 */
export function preloadPages(routes: RouteObject[], pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const preload = route.element ? preloads.get(route.element as ReactElement) : undefined;
    preload?.().catch(() => undefined);
  }
}
