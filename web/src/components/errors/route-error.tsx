import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CenteredPage } from '../layout/centered-page';
import { PageShell } from '../layout/page-shell';
import { ChunkLoadError } from './chunk-load-error';
import { Button } from '../ui/button';
import { TextLink } from '../ui/text-link';
import { paths } from '../../lib/paths';

/**
 * Catches an error thrown while rendering a page and shows RouteError in place of the app, until
 * the person goes to another path (as the data router's errorElement did).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

interface BoundaryState {
  error: { value: unknown; pathname: string } | null;
}

class Boundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(value: unknown): Partial<BoundaryState> {
    return { error: { value, pathname: '' } };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.error) return null;
    if (state.error.pathname === '') return { error: { ...state.error, pathname: props.pathname } };
    return state.error.pathname === props.pathname ? null : { error: null };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error.value} /> : this.props.children;
  }
}

/** The app's error page (spec 000 §8: 'Unexpected Application Error!'). */
export function RouteError({ error }: { error: unknown }) {
  if (error instanceof ChunkLoadError) return <PageNotFetched />;
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <PageShell>
      <CenteredPage width="40rem">
        <h1 css={{ fontSize: '1.75rem' }}>Unexpected Application Error!</h1>
        {detail && <p css={{ fontStyle: 'italic' }}>{detail}</p>}
        <p>
          <TextLink to={paths.profile}>Gå til din profil</TextLink>
        </p>
      </CenteredPage>
    </PageShell>
  );
}

/**
 * A page's code could not be fetched: offline, or a new release replaced the files this tab was
 * started with (decision 067 "Route-level code splitting"). Reloading fetches the current ones.
 */
function PageNotFetched() {
  return (
    <PageShell>
      <CenteredPage width="40rem">
        <div role="alert">
          <h1 css={{ fontSize: '1.75rem' }}>Siden kunne ikke hentes</h1>
          <p>
            Der er måske kommet en ny version af Servicebogen, eller forbindelsen blev afbrudt. Genindlæs siden for at
            prøve igen.
          </p>
        </div>
        <p>
          <Button type="button" onClick={() => window.location.reload()}>
            Genindlæs siden
          </Button>
        </p>
      </CenteredPage>
    </PageShell>
  );
}
