import * as z from 'zod';
import { companyInfoSchema } from '../company/schemas';
import { equipmentSchema } from '../equipment/schemas';
import { locationSchema } from '../location/schemas';
import { uploadSchema } from '../note/files';
import { noteSchema, responseSchema } from '../note/schemas';
import { completeTaskSchema, taskSchema } from '../task/schemas';
import { inviteUserSchema, signUpSchema } from '../user/schemas';
import { INVALID_CHARACTERS, fieldErrors, isAcceptableText, optionalText, requiredText } from './fields';

/** Texts no field takes (decision 040 "Acceptable text"). */
const HOSTILE: [string, string][] = [
  ['a lone high surrogate', 'Pumpe \uD800'],
  ['a lone low surrogate', '\uDC00 Pumpe'],
  ['a reversed pair', 'Pumpe \uDE00\uD83D'],
  ['NUL', 'Pum\u0000pe'],
  ['a C0 control (BEL)', 'Pumpe\u0007'],
  ['ESC (ANSI colours)', '\u001B[31mPumpe'],
  ['DEL', 'Pumpe\u007F'],
  ['a C1 control (NEL)', 'Pumpe\u0085'],
  ['a C1 control (CSI)', 'Pumpe\u009B'],
  ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'].map(
    (c): [string, string] => [`bidi U+${c.charCodeAt(0).toString(16).toUpperCase()}`, `Pumpe ${c}fdp.exe`],
  ),
];

/** Texts every field takes. */
const FRIENDLY = [
  'Åbergs VVS',
  'Kompressor 🔧 nr. 2',
  '漢字 العربية',
  'A\u030Angstro\u0308m',
  '👩‍🔧 zero\u200Bwidth',
  '<b>"tegn"</b> & \'citat\'',
];

describe('the shared text definition', () => {
  it.each(HOSTILE)('refuses %s in any text', (_what, text) => {
    expect(isAcceptableText(text, 'line')).toBe(false);
    expect(isAcceptableText(text, 'multiline')).toBe(false);
  });

  it.each(FRIENDLY)('takes %s', (text) => {
    expect(isAcceptableText(text, 'line')).toBe(true);
    expect(isAcceptableText(text, 'multiline')).toBe(true);
  });

  it('takes line breaks and tabs in multi-line text only', () => {
    for (const text of ['Linje 1\nLinje 2', 'Linje 1\r\nLinje 2', 'a\tb']) {
      expect(isAcceptableText(text, 'multiline')).toBe(true);
      expect(isAcceptableText(text, 'line')).toBe(false);
    }
  });

  it('gives the Danish message, after the required and length messages', () => {
    const name = z.object({ name: requiredText('Indtast et navn', 10) });
    expect(fieldErrors(name.safeParse({ name: 'a\u0000' }).error!)).toEqual({ name: INVALID_CHARACTERS });
    expect(fieldErrors(name.safeParse({ name: '  ' }).error!)).toEqual({ name: 'Indtast et navn' });
    expect(fieldErrors(name.safeParse({ name: 'x'.repeat(11) }).error!)).toEqual({ name: 'Må højst være 10 tegn' });
    expect(INVALID_CHARACTERS).toBe('Teksten indeholder ugyldige tegn');
    expect(z.object({ name: optionalText() }).parse({ name: '  ' })).toEqual({ name: undefined });
  });
});

describe('every text field uses it', () => {
  const equipment = {
    name: 'Kompressor',
    make: 'Atlas',
    model: 'GA 11',
    equipmentId: 'K-1',
    category: 'Maskine',
    locationName: 'Værksted',
  };
  const task = {
    title: 'Skift filter',
    description: 'Hver måned',
    type: 'AD_HOC',
    notificationPeriod: 0,
    responsibleId: 'u1',
    deadline: '2026-12-01T08:00:00.000Z',
    equipmentId: 'e1',
  };
  const fields: [string, z.ZodType, Record<string, unknown>, string[], 'line' | 'multiline'][] = [
    [
      'company',
      companyInfoSchema,
      { name: 'Åbergs VVS', vatNumber: '12345678', address: 'Havnegade 1', city: 'Aarhus' },
      ['name', 'address', 'city'],
      'line',
    ],
    [
      'equipment',
      equipmentSchema,
      equipment,
      ['name', 'make', 'model', 'equipmentId', 'category', 'locationName'],
      'line',
    ],
    ['location', locationSchema, { name: 'Værksted' }, ['name'], 'line'],
    ['task', taskSchema, task, ['title'], 'line'],
    ['task', taskSchema, task, ['description'], 'multiline'],
    ['note', noteSchema, { content: 'Filteret er skiftet.', equipmentId: 'e1' }, ['content'], 'multiline'],
    ['response', responseSchema, { content: 'Skiftet i dag.' }, ['content'], 'multiline'],
    ['upload', uploadSchema, { fileName: 'billede.png', contentType: 'image/png', size: 10 }, ['fileName'], 'line'],
  ];

  it.each(fields)('%s refuses each hostile text with the Danish message', (_name, schema, valid, keys, kind) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const key of keys) {
      for (const [what, text] of HOSTILE) {
        const result = schema.safeParse({ ...valid, [key]: text });
        expect([what, result.success && 'accepted']).toEqual([what, false]);
        expect(fieldErrors(result.error!)[key]).toBe(INVALID_CHARACTERS);
      }
      const lines = schema.safeParse({ ...valid, [key]: 'Første linje\nanden linje' });
      expect(lines.success).toBe(kind === 'multiline');
    }
  });

  it('a completed task’s note and the people’s names refuse it too', () => {
    expect(completeTaskSchema.safeParse({ id: 't1', note: { content: 'Skiftet i \u202Edag' } }).success).toBe(false);
    expect(completeTaskSchema.safeParse({ id: 't1', note: { content: 'Skiftet\ni dag' } }).success).toBe(true);
    const company = { name: 'VVS \u0000', mfa: { active: false, method: 'email' } };
    expect(
      signUpSchema.safeParse({
        user: { name: 'Anne', emailAddress: 'a@b.dk', password: 'hemmeligt-password' },
        company,
      }).success,
    ).toBe(false);
    expect(inviteUserSchema.safeParse({ name: 'Bo \uD800', emailAddress: 'b@b.dk', type: 'USER' }).success).toBe(false);
  });
});
