import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Company } from '../../../lib/company/types';
import { formatMonth } from '#domain/shared/time';
import { formatPercent } from '../../../lib/percent';
import { isAdmin, roleLabels, type RoleType } from '#domain/shared/roles';
import { colors, focusRing, radius, shadow, space } from '../../../lib/theme';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../lib/paths';

/** One account: admins open the dashboard (shown as managed), users their own overview. */
export function AccountCard({ company, role }: { company: Company; role: RoleType }) {
  const managed = isAdmin(role);
  const dashboard = paths.dashboard(company.id);
  const month = company.stats?.month;
  // The month the figures are for, named once: the card does not follow the clock past midnight.
  const [thisMonth] = useState(() => formatMonth(Date.now()));
  return (
    <li
      css={{
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        boxShadow: shadow,
        padding: space(5),
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) }}>
        <Link
          to={managed ? dashboard.home : dashboard.userDashboard}
          css={{
            fontSize: '1.25rem',
            fontWeight: 700,
            color: colors.primary,
            textUnderlineOffset: '0.15em',
            '&:hover': { textDecorationThickness: '2px' },
            '&:focus-visible': focusRing,
          }}
        >
          {company.name}
        </Link>
        {managed && <Badge color="green">Administreret</Badge>}
        <Badge color="slate">{roleLabels[role]}</Badge>
      </div>
      {managed && month && (
        <>
          <p css={{ margin: `${space(4)} 0 0`, color: colors.muted, fontSize: '0.9375rem' }}>
            Denne måned ({thisMonth})
          </p>
          <dl
            css={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
              gap: space(3),
              margin: `${space(2)} 0 0`,
            }}
          >
            <Stat label="Udførte opgaver" value={String(month.tasksCompleted ?? 0)} />
            <Stat label="Opgaver med deadline" value={String(month.tasksDue ?? 0)} />
            <Stat label="Udført til tiden" value={formatPercent(month.percentCompletedInTime)} />
          </dl>
        </>
      )}
      {!managed && <p css={{ margin: `${space(2)} 0 0` }}>Se dine egne opgaver i din oversigt.</p>}
    </li>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div css={{ background: colors.page, borderRadius: radius, padding: space(3) }}>
      <dt css={{ color: colors.muted, fontSize: '0.9375rem' }}>{label}</dt>
      <dd css={{ margin: 0, fontSize: '1.5rem', fontWeight: 700 }}>{value}</dd>
    </div>
  );
}
