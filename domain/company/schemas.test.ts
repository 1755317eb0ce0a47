import { companyInfoSchema, VAT_NUMBER_DIGITS } from './schemas';

/** The company info form's CVR number (spec 000 §5, decision 051; issue 32 "CVR with spaces"). */
const info = (vatNumber: string) => ({ name: 'Åbergs VVS ApS', vatNumber, address: 'Havnegade 1', city: 'Aarhus' });
const errorOf = (vatNumber: string) =>
  companyInfoSchema.safeParse(info(vatNumber)).error?.issues.find((issue) => issue.path[0] === 'vatNumber')?.message;

describe('the CVR number', () => {
  test.each(['12345678', '1234 5678', '12 34 56 78', ' 12 34 56 78 ', '1234\u00a05678'])(
    "'%s' is accepted and stored as its 8 digits",
    (written) => {
      expect(companyInfoSchema.parse(info(written)).vatNumber).toBe('12345678');
    },
  );

  test.each(['1234 567', '1234 56789', '1234-5678', 'DK12345678', '1234 567a'])(
    "'%s' is refused in Danish",
    (written) => {
      expect(errorOf(written)).toBe(VAT_NUMBER_DIGITS);
    },
  );

  test('an empty one asks for every field', () => {
    expect(errorOf('   ')).toBe('Alle felter skal udfyldes.');
  });
});
