import * as z from 'zod';
import { fieldErrors } from './field-errors';

const schema = z
  .object({
    name: z.string().trim().min(1, 'Skriv navnet.').min(2, 'Navnet er for kort.'),
    override: z.object({ reason: z.string().min(1, 'Skriv en begrundelse.') }).nullable(),
  })
  .refine((input) => input.name !== 'Xx', { message: 'Ikke Xx.' });

test('the first Danish message per field, nested paths joined with a dot', () => {
  expect(fieldErrors(schema, { name: '', override: { reason: '' } })).toEqual({
    name: 'Skriv navnet.',
    'override.reason': 'Skriv en begrundelse.',
  });
});

test('a rule across fields is the whole input’s; a valid input has none', () => {
  expect(fieldErrors(schema, { name: 'Xx', override: null })).toEqual({ '': 'Ikke Xx.' });
  expect(fieldErrors(schema, { name: 'Mette', override: null })).toEqual({});
});
