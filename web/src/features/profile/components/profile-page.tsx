import { Outlet } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { useLogout, useSession } from '../../../lib/session';
import { colors, narrow, space } from '../../../lib/theme';
import { ProfileTabs } from './profile-tabs';

/** /profile: who is signed in, 'Log ud', and the three tabs as sub-routes (spec 000 §2). */
export function ProfilePage() {
  const { user } = useSession();
  const { logout, pending } = useLogout();
  if (!user) return null; // RequireSession renders this page only with a user

  return (
    <main
      id="main"
      css={{
        width: '100%',
        maxWidth: '60rem',
        margin: '0 auto',
        padding: `${space(10)} ${space(6)}`,
        [narrow]: { padding: `${space(6)} ${space(4)}` },
      }}
    >
      <header
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: space(4),
          marginBottom: space(6),
        }}
      >
        <div>
          <h1 css={{ marginBottom: space(1) }}>Profil</h1>
          <p css={{ margin: 0, color: colors.muted }}>
            Logget ind som <strong css={{ color: colors.text }}>{user.name}</strong> ({user.emailAddress})
          </p>
        </div>
        <Button variant="secondary" loading={pending} onClick={logout}>
          Log ud
        </Button>
      </header>
      <ProfileTabs />
      <Outlet />
    </main>
  );
}
