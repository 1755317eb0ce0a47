import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LogoMark } from '../../../components/layout/logo';
import { OutboxLink } from '../../../components/offline/outbox-link';
import type { Company } from '../../../lib/company/types';
import type { RoleType } from '#domain/shared/roles';
import { useLogout, type User } from '../../../lib/session';
import { colors, focusRing, narrow, radius, space } from '../../../lib/theme';
import { navEntries } from '../utils/nav-entries';
import { PlanUsage } from './plan-usage';
import { SidebarNav } from './sidebar-nav';

interface Props {
  companyId: string;
  company: Company | undefined;
  /** The company's name, from the device when offline. */
  companyName: string | undefined;
  user: User;
  role: RoleType;
}

/** Company name, the signed-in person, the menu, the free-plan box and 'Log ud'. */
export function Sidebar({ companyId, company, companyName, user, role }: Props) {
  const { logout, pending } = useLogout();
  const [open, setOpen] = useState(false);
  return (
    <aside
      css={{
        background: colors.primary,
        color: '#fff',
        padding: space(5),
        display: 'flex',
        flexDirection: 'column',
        gap: space(5),
        [narrow]: { gap: space(3) },
      }}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: space(3) }}>
        <span css={{ background: '#fff', borderRadius: radius, padding: 2, display: 'inline-flex' }}>
          <LogoMark size={28} />
        </span>
        <div css={{ minWidth: 0, flex: 1 }}>
          <p css={{ margin: 0, fontWeight: 700, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
            {companyName ?? '…'}
          </p>
          <p css={{ margin: 0, fontSize: '0.9375rem', opacity: 0.9 }}>{user.name}</p>
        </div>
        <OutboxLink />
        <button
          type="button"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen((value) => !value)}
          css={{
            display: 'none',
            [narrow]: { display: 'inline-block' },
            font: 'inherit',
            fontWeight: 600,
            color: '#fff',
            background: 'transparent',
            border: '2px solid #fff',
            borderRadius: radius,
            padding: `${space(1)} ${space(3)}`,
            '&:focus-visible': focusRing,
          }}
        >
          Menu
        </button>
      </div>
      <div
        id="dashboard-menu"
        css={{
          display: 'flex',
          flexDirection: 'column',
          gap: space(5),
          flex: 1,
          [narrow]: { display: open ? 'flex' : 'none' },
        }}
      >
        <SidebarNav companyId={companyId} entries={navEntries(role, company)} />
        {company && <PlanUsage company={company} companyId={companyId} linked={role === 'SUPER_ADMIN'} />}
        <div css={{ marginTop: 'auto' }}>
          <Button variant="secondary" loading={pending} onClick={logout}>
            Log ud
          </Button>
        </div>
      </div>
    </aside>
  );
}
