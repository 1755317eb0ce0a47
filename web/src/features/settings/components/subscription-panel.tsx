import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FREE_PLAN_LIMIT, type Company } from '../../../lib/company/types';
import { formatDate } from '#domain/shared/time';
import { colors, radius, space } from '../../../lib/theme';
import { useUpdateCompany } from '../api/update-company';
import { companyInfoComplete, subscriptionState, UNLIMITED_MONTHLY_PRICE } from '../utils/subscription';
import { UpgradeModal } from './upgrade-modal';

const plans = [
  { id: 'FREE', name: 'Free', feature: `${FREE_PLAN_LIMIT} udstyr`, price: '0 kr/md.' },
  { id: 'UNLIMITED', name: 'Unlimited', feature: 'Alt udstyr', price: `${UNLIMITED_MONTHLY_PRICE} kr/md.` },
] as const;

/** The plans, upgrade and cancel (spec 000 §2, decisions.md "Plans and limits"). */
export function SubscriptionPanel({ company }: { company: Company }) {
  // Two writes with a button each: each shows its own progress.
  const upgrading = useUpdateCompany(company.id);
  const cancelling = useUpdateCompany(company.id);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const state = subscriptionState(company);
  const complete = companyInfoComplete(company);
  const used = (company.counts?.equipment ?? 0) + (company.counts?.locations ?? 0);
  const endDate = company.subscriptionEndDate ? formatDate(company.subscriptionEndDate) : undefined;

  const upgrade = async () => {
    await upgrading.trigger({
      update: { id: company.id, subscription: 'UNLIMITED' },
      success: { heading: 'Virksomheden har nu Unlimited', text: 'Der sendes en faktura til virksomheden.' },
    });
    // Closed either way: the outcome is a toast, which must not sit behind the dialog.
    setUpgradeOpen(false);
  };
  const setCancelled = (subscriptionCancelled: boolean) =>
    cancelling.trigger({
      update: { id: company.id, subscriptionCancelled },
      success: {
        heading: 'Ændringerne blev gemt',
        text: subscriptionCancelled ? 'Abonnementet er opsagt.' : 'Opsigelsen er fortrudt.',
      },
    });

  return (
    <section aria-labelledby="subscription-heading">
      <h2
        id="subscription-heading"
        tabIndex={-1}
        css={{ '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' } }}
      >
        Abonnement
      </h2>
      <ul
        css={{
          listStyle: 'none',
          margin: `0 0 ${space(5)}`,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
          gap: space(4),
        }}
      >
        {plans.map((plan) => {
          const current = company.subscription === plan.id;
          return (
            <li
              key={plan.id}
              css={{
                padding: space(5),
                borderRadius: radius,
                border: `2px solid ${current ? colors.primary : colors.border}`,
                background: current ? colors.primaryTint : colors.surface,
              }}
            >
              <div css={{ display: 'flex', alignItems: 'center', gap: space(2), flexWrap: 'wrap' }}>
                <h3 css={{ margin: 0, fontSize: '1.25rem' }}>{plan.name}</h3>
                {current && <Badge color="green">Jeres abonnement</Badge>}
                {current && state === 'CANCELLED' && <Badge color="yellow">Opsagt</Badge>}
              </div>
              <p css={{ margin: `${space(2)} 0 0` }}>{plan.feature}</p>
              <p css={{ margin: `${space(1)} 0 0`, fontSize: '1.5rem', fontWeight: 700 }}>{plan.price}</p>
            </li>
          );
        })}
      </ul>

      {state === 'FREE' && (
        <>
          <p>
            I bruger {used} af {FREE_PLAN_LIMIT} udstyr og lokationer. Med Unlimited er der ingen grænse.
          </p>
          {!complete && (
            <p id="upgrade-needs-info" css={{ fontWeight: 600 }}>
              Udfyld alle virksomhedens oplysninger (navn, CVR-nummer, adresse og by) og gem dem, før I kan opgradere.
            </p>
          )}
          <Button
            disabled={!complete}
            aria-describedby={complete ? undefined : 'upgrade-needs-info'}
            onClick={() => setUpgradeOpen(true)}
          >
            Opgradér til Unlimited
          </Button>
          <UpgradeModal
            open={upgradeOpen}
            pending={upgrading.pending}
            onConfirm={upgrade}
            onClose={() => setUpgradeOpen(false)}
          />
        </>
      )}

      {state === 'ACTIVE' && (
        <>
          <p>
            Abonnementet løber til <strong>{endDate ?? '(mangler)'}</strong> og fornyes derefter automatisk for 12
            måneder ad gangen. Der er ingen binding.
          </p>
          <Button variant="secondary" loading={cancelling.pending} onClick={() => setCancelled(true)}>
            Opsig
          </Button>
        </>
      )}

      {state === 'CANCELLED' && (
        <>
          <p>
            Abonnementet er opsagt og slutter <strong>{endDate ?? '(mangler)'}</strong>. Derefter har virksomheden Free
            med plads til {FREE_PLAN_LIMIT} udstyr og lokationer.
          </p>
          <Button loading={cancelling.pending} onClick={() => setCancelled(false)}>
            Fortryd opsigelse
          </Button>
        </>
      )}
    </section>
  );
}
