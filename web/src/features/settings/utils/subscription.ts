import { infoComplete } from '#domain/company/schemas';
import type { Company } from '../../../lib/company/types';

/** The unlimited plan (spec 000 §9): 399 kr/month for 12 months plus 25 % VAT. */
export const UNLIMITED_MONTHLY_PRICE = 399;
export const SUBSCRIPTION_MONTHS = 12;
export const VAT_RATE = 0.25;

export interface SubscriptionTerms {
  months: number;
  monthly: number;
  subtotal: number;
  vatPercent: number;
  vat: number;
  total: number;
}

/** 12 × 399 = 4.788 kr. + 25 % moms (1.197 kr.) = 5.985 kr. */
export function subscriptionTerms(
  monthly = UNLIMITED_MONTHLY_PRICE,
  months = SUBSCRIPTION_MONTHS,
  vatRate = VAT_RATE,
): SubscriptionTerms {
  const subtotal = monthly * months;
  const vat = Math.round(subtotal * vatRate);
  return { months, monthly, subtotal, vatPercent: Math.round(vatRate * 100), vat, total: subtotal + vat };
}

const kroner = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });

/** `4.788 kr.` (Danish thousands separator). */
export const formatKroner = (amount: number) => `${kroner.format(amount)} kr.`;

export type SubscriptionState = 'FREE' | 'ACTIVE' | 'CANCELLED';

/** FREE; UNLIMITED that renews (ACTIVE); UNLIMITED that ends at its end date (CANCELLED). */
export function subscriptionState(company: Pick<Company, 'subscription' | 'subscriptionCancelled'>): SubscriptionState {
  if (company.subscription !== 'UNLIMITED') return 'FREE';
  return company.subscriptionCancelled ? 'CANCELLED' : 'ACTIVE';
}

/** Upgrading needs name, an 8-character VAT number, address and city (decisions.md). */
export const companyInfoComplete = (company: Pick<Company, 'name' | 'vatNumber' | 'address' | 'city'>) =>
  infoComplete({
    name: company.name ?? '',
    vatNumber: company.vatNumber ?? '',
    address: company.address ?? '',
    city: company.city ?? '',
  });
