import type * as z from 'zod';
import { fieldErrors } from '../shared/fields';
import { loginSchema, signUpFormSchema, signUpSchema } from './schemas';

const valid = {
  user: { name: "Anne-Marie O'Hara Åberg", emailAddress: ' Anne@Firma.DK ', password: 'hemmeligt1' },
  company: { name: 'Åbergs VVS', mfa: { active: false, method: 'email' } },
};

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('login schema (spec 000 §5)', () => {
  it('asks for an e-mail address and a password', () => {
    expect(errorsOf(loginSchema, { emailAddress: '', password: '' })).toEqual({
      emailAddress: 'Indtast en emailadresse',
      password: 'Indtast et password',
    });
  });

  it('explains the e-mail format with "ex."', () => {
    expect(errorsOf(loginSchema, { emailAddress: 'anne', password: 'x' })).toEqual({
      emailAddress: 'Indtast en emailadresse i det korrekte format, ex. navn@virksomhed.dk',
    });
  });
});

describe('sign-up schema (spec 000 §5)', () => {
  it('accepts letters, accents, spaces, apostrophes and hyphens, and lowercases the e-mail', () => {
    const parsed = signUpSchema.parse(valid);
    expect(parsed.user.emailAddress).toBe('anne@firma.dk');
  });

  it("gives the spec's messages for each field", () => {
    expect(
      errorsOf(signUpFormSchema, {
        user: { name: '', emailAddress: '', password: 'kort' },
        company: { name: ' ', mfa: { active: false, method: 'email' } },
        terms: false,
      }),
    ).toEqual({
      'user.name': 'Indtast et navn',
      'user.emailAddress': 'Indtast en emailadresse',
      'user.password': 'Indtast et password på mindst 10 tegn',
      'company.name': 'Indtast virksomhedens navn',
      terms: 'Accepter betingelserne',
    });
  });

  it('refuses digits in the name and explains the e-mail format with "eks."', () => {
    expect(
      errorsOf(signUpSchema, { ...valid, user: { ...valid.user, name: 'Anne 2', emailAddress: 'anne@' } }),
    ).toEqual({
      'user.name': 'Dit navn må kun indeholde bogstaver',
      'user.emailAddress': 'Indtast en emailadresse i det korrekte format, eks. navn@virksomhed.dk',
    });
  });

  it('takes a password of exactly 10 characters, case sensitive', () => {
    expect(signUpSchema.parse({ ...valid, user: { ...valid.user, password: 'AbCdEfGhIj' } }).user.password).toBe(
      'AbCdEfGhIj',
    );
  });
});

describe('text fields', () => {
  it('refuse lone surrogates, which cannot be stored or e-mailed as text', () => {
    expect(errorsOf(signUpSchema, { ...valid, company: { ...valid.company, name: 'VVS \ud800' } })).toEqual({
      'company.name': 'Teksten indeholder ugyldige tegn',
    });
    expect(signUpSchema.safeParse({ ...valid, company: { ...valid.company, name: 'VVS 🔧' } }).success).toBe(true);
  });
});

describe('company info (spec 000 §5)', () => {
  const ok = { name: 'Åbergs VVS', vatNumber: '12345678', address: 'Havnegade 1', city: 'Aarhus' };

  it("needs all four fields: an empty one reads 'Alle felter skal udfyldes.'", async () => {
    const { companyInfoSchema } = await import('../company/schemas');
    expect(companyInfoSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, city: ' ' },
      { ...ok, vatNumber: '' },
      { ...ok, vatNumber: '   ' },
    ]) {
      expect(Object.values(errorsOf(companyInfoSchema, bad))).toEqual(['Alle felter skal udfyldes.']);
    }
  });

  it('takes a VAT number (CVR) of exactly 8 digits, and says so otherwise', async () => {
    const { companyInfoSchema } = await import('../company/schemas');
    expect(companyInfoSchema.parse({ ...ok, vatNumber: ' 87654321 ' }).vatNumber).toBe('87654321');
    for (const vatNumber of ['12AB5678', '1234567', '123456789', '1234 567', '１２３４５６７８', '-1234567']) {
      expect(errorsOf(companyInfoSchema, { ...ok, vatNumber })).toEqual({
        vatNumber: 'CVR-nummeret skal være 8 cifre, for eksempel 12345678.',
      });
    }
  });
});
