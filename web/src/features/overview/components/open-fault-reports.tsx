import { TextLink } from '../../../components/ui/text-link';
import type { DashboardPaths } from '../../../lib/paths';
import { colors, radius, space } from '../../../lib/theme';
import { sectionHeading } from './section-styles';

/**
 * 'Åbne fejlmeldinger' (issue 29, decision 166): how many fault reports from the stickers are Ny
 * or Under behandling now, whatever month is shown, with the way to them.
 */
export function OpenFaultReports({ count, dashboard }: { count: number; dashboard: DashboardPaths }) {
  return (
    <section
      aria-labelledby="open-faults-heading"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: space(3),
        padding: space(4),
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderLeft: `4px solid ${count > 0 ? colors.yellow.solid : colors.border}`,
        borderRadius: radius,
      }}
    >
      <h2 id="open-faults-heading" css={{ ...sectionHeading, margin: 0 }}>
        Åbne fejlmeldinger: <span css={{ fontSize: '1.75rem' }}>{count}</span>
      </h2>
      <TextLink to={dashboard.faultReports()}>
        {count > 0 ? 'Se de åbne fejlmeldinger' : 'Se alle fejlmeldinger'}
      </TextLink>
    </section>
  );
}
