import { Link } from 'react-router-dom';
import { FREE_PLAN_LIMIT, type Company } from '../../../lib/company/types';
import { colors, focusRing, radius, space } from '../../../lib/theme';
import { paths } from '../../../lib/paths';

/**
 * The free plan's 'n/10 udstyr og lokationer' box (spec 000 §2): red at the limit or above,
 * yellow below. It links to the subscription panel, which only the SUPER_ADMIN can open.
 */
interface Props {
  company: Company;
  companyId: string;
  linked: boolean;
}

export function PlanUsage({ company, companyId, linked }: Props) {
  if (company.subscription !== 'FREE') return null;
  const used = (company.counts?.equipment ?? 0) + (company.counts?.locations ?? 0);
  const tone = used >= FREE_PLAN_LIMIT ? colors.red : colors.yellow;
  const style = {
    display: 'block',
    padding: `${space(2)} ${space(3)}`,
    borderRadius: radius,
    background: tone.bg,
    color: tone.fg,
    border: `2px solid ${tone.solid}`,
    fontWeight: 700,
    textDecoration: 'none',
    '&:hover': { textDecoration: linked ? 'underline' : 'none' },
    '&:focus-visible': focusRing,
  } as const;
  const text = `${used}/${FREE_PLAN_LIMIT} udstyr og lokationer`;
  return linked ? (
    <Link to={paths.dashboard(companyId).subscription} css={style} data-level={tone === colors.red ? 'red' : 'yellow'}>
      {text}
    </Link>
  ) : (
    <p css={{ ...style, margin: 0 }} data-level={tone === colors.red ? 'red' : 'yellow'}>
      {text}
    </p>
  );
}
