import { Navigate, useLocation } from 'react-router-dom';

/** '/' belongs to the sign-in area; a query (for example ?from=) is kept. */
export function RootRedirect() {
  const { search } = useLocation();
  return <Navigate replace to={`/auth${search}`} />;
}
