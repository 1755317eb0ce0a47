import * as z from 'zod';
import { companyPatchSchema } from '../company/schemas';
import { fieldErrors } from './fields';
import { VERSION_MESSAGE, versionField } from './versions';

describe('the version of an edit', () => {
  const schema = z.object({ version: versionField });

  it('is a whole number from 1, or absent', () => {
    expect(schema.parse({ version: 7 })).toEqual({ version: 7 });
    expect(schema.parse({})).toEqual({});
  });

  it.each([[-1], [0], [2.5], ['3'], [null], [[1]], [Number.MAX_SAFE_INTEGER + 2], [true]])(
    '%j is refused with a Danish message on the field',
    (version) => {
      const result = schema.safeParse({ version });
      expect(result.success).toBe(false);
      expect(fieldErrors(result.error!)).toEqual({ version: VERSION_MESSAGE });
    },
  );

  it('is named as the field at fault inside the company patch’s union of shapes', () => {
    const result = companyPatchSchema.safeParse({ id: 'c1', holidays: true, version: 'seneste' });
    expect(fieldErrors(result.error!)).toEqual({ version: VERSION_MESSAGE });
  });
});
