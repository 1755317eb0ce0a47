import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { CenteredPage } from '../layout/centered-page';
import { PageShell } from '../layout/page-shell';
import { TextLink } from '../ui/text-link';

/** The router's error element (spec 000 §8: 'Unexpected Application Error!'). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <PageShell>
      <CenteredPage width="40rem">
        <h1 css={{ fontSize: '1.75rem' }}>Unexpected Application Error!</h1>
        {detail && <p css={{ fontStyle: 'italic' }}>{detail}</p>}
        <p>
          <TextLink to="/profile">Gå til din profil</TextLink>
        </p>
      </CenteredPage>
    </PageShell>
  );
}
