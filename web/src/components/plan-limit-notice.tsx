import { planLimitMessage } from '#domain/company/plan';
import { FREE_PLAN_LIMIT, type Company } from '../lib/company/types';
import { colors, radius, space } from '../lib/theme';
import { TextLink } from './ui/text-link';
import { paths } from '../lib/paths';

/** Whether a FREE company has used its 10 equipment and locations (spec 001 §1, §9). */
export const atPlanLimit = (company: Company | undefined) =>
  company?.subscription === 'FREE' &&
  (company.counts?.equipment ?? 0) + (company.counts?.locations ?? 0) >= FREE_PLAN_LIMIT;

/**
 * Shown instead of a create form when the free plan is full: the server would refuse anyway
 * (403 PLAN_LIMIT). Only the SUPER_ADMIN can open the subscription, so only they get the link.
 */
export function PlanLimitNotice({ companyId, canUpgrade }: { companyId: string; canUpgrade: boolean }) {
  return (
    <div
      role="status"
      css={{
        maxWidth: '40rem',
        padding: space(5),
        marginBottom: space(6),
        background: colors.red.bg,
        color: colors.red.fg,
        border: `2px solid ${colors.red.solid}`,
        borderRadius: radius,
      }}
    >
      <p css={{ margin: 0, fontWeight: 600 }}>{planLimitMessage}</p>
      {canUpgrade ? (
        <p css={{ margin: `${space(3)} 0 0` }}>
          <TextLink to={paths.dashboard(companyId).subscription}>Gå til abonnement</TextLink>
        </p>
      ) : (
        <p css={{ margin: `${space(3)} 0 0` }}>Bed virksomhedens superadministrator om at opgradere.</p>
      )}
    </div>
  );
}
