import { companyInfoComplete, formatKroner, subscriptionState, subscriptionTerms } from './subscription';

describe('subscriptionTerms', () => {
  it('gives the spec figures: 12 × 399 = 4.788 kr. + 25 % moms (1.197 kr.) = 5.985 kr.', () => {
    const terms = subscriptionTerms();
    expect(terms).toEqual({ months: 12, monthly: 399, subtotal: 4788, vatPercent: 25, vat: 1197, total: 5985 });
    expect([terms.subtotal, terms.vat, terms.total].map(formatKroner)).toEqual(['4.788 kr.', '1.197 kr.', '5.985 kr.']);
  });

  it('formats small amounts without a separator', () => {
    expect(formatKroner(0)).toBe('0 kr.');
    expect(formatKroner(399)).toBe('399 kr.');
  });
});

describe('subscriptionState', () => {
  it('tells free, renewing and cancelled apart', () => {
    expect(subscriptionState({ subscription: 'FREE' })).toBe('FREE');
    expect(subscriptionState({ subscription: 'FREE', subscriptionCancelled: true })).toBe('FREE');
    expect(subscriptionState({ subscription: 'UNLIMITED', subscriptionCancelled: false })).toBe('ACTIVE');
    expect(subscriptionState({ subscription: 'UNLIMITED', subscriptionCancelled: true })).toBe('CANCELLED');
  });
});

describe('companyInfoComplete', () => {
  const full = { name: 'Acme ApS', vatNumber: '12345678', address: 'Vej 1', city: 'Aarhus' };

  it('needs all four fields and an 8-character VAT number', () => {
    expect(companyInfoComplete(full)).toBe(true);
    expect(companyInfoComplete({ ...full, city: undefined })).toBe(false);
    expect(companyInfoComplete({ ...full, address: '   ' })).toBe(false);
    expect(companyInfoComplete({ ...full, vatNumber: '1234567' })).toBe(false);
    expect(companyInfoComplete({ ...full, vatNumber: '123456789' })).toBe(false);
  });
});
