import { DomainError } from '../shared/errors';

/**
 * A person may belong to several companies only when every one of them is UNLIMITED
 * (spec 000 §6, decisions.md "Plans and limits").
 */
export function assertMayBelongTo(companies: { name: string; subscription: 'FREE' | 'UNLIMITED' }[]) {
  if (companies.length < 2) return;
  const free = companies.filter((c) => c.subscription !== 'UNLIMITED');
  if (free.length) {
    throw new DomainError(
      'conflict',
      'MULTI_COMPANY_NEEDS_UNLIMITED',
      `Du kan kun være med i flere virksomheder, når alle har Unlimited-abonnement. ${free.map((c) => c.name).join(', ')} har Free.`,
    );
  }
}
