import { Outlet } from 'react-router-dom';
import { CenteredPage } from '../../../components/layout/centered-page';
import { Logo } from '../../../components/layout/logo';
import { space } from '../../../lib/theme';

/** The sign-in area: one card with the product's name above the screen. */
export function AuthLayout() {
  return (
    <CenteredPage>
      <div css={{ marginBottom: space(6) }}>
        <Logo />
      </div>
      <Outlet />
    </CenteredPage>
  );
}
