import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { renameSchema, signUpFormSchema } from '#domain/user/schemas';
import { schemaResolver } from './schema-resolver';

// The options react-hook-form passes; the app's forms register no fields.
const options = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<FieldValues>;

describe('schemaResolver', () => {
  it("gives the schema's parsed output, or each field's Danish message", async () => {
    const resolve = schemaResolver(renameSchema);
    expect(await resolve({ name: '  Anne  ' }, undefined, options)).toEqual({ values: { name: 'Anne' }, errors: {} });
    const refused = await resolve({ name: '' }, undefined, options);
    expect(refused.values).toEqual({});
    expect(refused.errors.name?.message).toBe('Indtast et navn');
  });

  it("parses the form's values in the schema's shape and puts the messages on the form's fields", async () => {
    const values = { name: 'Anne', emailAddress: 'anne', password: 'kort', companyName: '', terms: false };
    const resolve = schemaResolver(signUpFormSchema, {
      toInput: (v: typeof values) => ({
        user: { name: v.name, emailAddress: v.emailAddress, password: v.password },
        company: { name: v.companyName },
        terms: v.terms,
      }),
      fieldOf: { 'user.emailAddress': 'emailAddress', 'user.password': 'password', 'company.name': 'companyName' },
    });
    const { errors } = await resolve(values, undefined, options as unknown as ResolverOptions<typeof values>);
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))).toEqual({
      emailAddress: 'Indtast en emailadresse i det korrekte format, eks. navn@virksomhed.dk',
      password: 'Indtast et password på mindst 10 tegn',
      companyName: 'Indtast virksomhedens navn',
      terms: 'Accepter betingelserne',
    });
  });
});
