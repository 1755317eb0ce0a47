import { conflictFields, rebase } from './use-versioned-save';

/**
 * What a form saves after a conflict (decision 132): given what the form loaded (base), the
 * person's values (mine) and the thing now (theirs), then each field the person chose as chosen,
 * each other field they changed as they have it, and every field they did not touch as it is now.
 */
const fields = ['title', 'description', 'deadline', 'files'] as const;
type Values = { title: string; description: string; deadline: string; files: string[] };
const base: Values = { title: 'Eftersyn', description: 'Tjek filter.', deadline: '2027-03-31', files: [] };

describe('after a conflict', () => {
  const mine: Values = { ...base, title: 'Årligt eftersyn', files: ['a.pdf'] };
  const theirs: Values = { ...base, title: 'Service', description: 'Skift filter.' };
  const conflict = { fields: ['title' as const], mine, theirs };

  it('keeping mine: my title and my files, their description', () => {
    expect(rebase(fields, conflict, base, { title: 'mine' })).toEqual({
      title: 'Årligt eftersyn',
      description: 'Skift filter.',
      deadline: '2027-03-31',
      files: ['a.pdf'],
    });
  });

  it('taking theirs: their title and description, still my files', () => {
    expect(rebase(fields, conflict, base, { title: 'theirs' })).toEqual({
      title: 'Service',
      description: 'Skift filter.',
      deadline: '2027-03-31',
      files: ['a.pdf'],
    });
  });

  it('names the conflict in the form’s fields, in the form’s order, from the server’s names', () => {
    const spec = {
      fields: ['target', 'title', 'deadline'] as const,
      fieldOf: { equipmentId: 'target', locationId: 'target' } as const,
      reload: async () => null,
      save: async () => ({ ok: true as const, data: null }),
    };
    expect(conflictFields(spec, { deadline: 'x', equipmentId: 'e1', locationId: null })).toEqual([
      'target',
      'deadline',
    ]);
  });
});
