import { TextLink } from '../../../components/ui/text-link';
import type { DashboardPaths } from '../../../lib/paths';
import { colors, radius, space } from '../../../lib/theme';
import { sectionHeading } from './section-styles';

/**
 * 'Lovpligtige eftersyn overskredet: N' (issue 31, decision 176): the duties whose deadline has
 * passed now, whatever month is shown, with the way to them on the compliance page.
 */
export function OverdueDuties({ count, dashboard }: { count: number; dashboard: DashboardPaths }) {
  return (
    <section
      aria-labelledby="overdue-duties-heading"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: space(3),
        padding: space(4),
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderLeft: `4px solid ${count > 0 ? colors.red.solid : colors.green.solid}`,
        borderRadius: radius,
      }}
    >
      <h2 id="overdue-duties-heading" css={{ ...sectionHeading, margin: 0 }}>
        Lovpligtige eftersyn overskredet: <span css={{ fontSize: '1.75rem' }}>{count}</span>
      </h2>
      <TextLink to={count > 0 ? dashboard.compliance('OVERDUE') : dashboard.compliance()}>
        {count > 0 ? 'Se de overskredne eftersyn' : 'Se de lovpligtige eftersyn'}
      </TextLink>
    </section>
  );
}
