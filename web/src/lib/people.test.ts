import { DELETED_PERSON, personText } from './people';

describe('personText: deleted people read the same everywhere', () => {
  test('a person still here is named', () => {
    expect(personText({ name: 'Bo Ærø', deleted: false }, 'responsible')).toBe('Bo Ærø');
    expect(personText({ name: 'Bo Ærø', deleted: false }, 'user')).toBe('Bo Ærø');
  });

  test("a deleted responsible is 'en nu slettet ansvarlig' (spec literal), anyone else 'en nu slettet bruger'; the name never shows", () => {
    expect(personText({ name: 'Bo Ærø', deleted: true }, 'responsible')).toBe('en nu slettet ansvarlig');
    expect(personText({ name: 'Bo Ærø', deleted: true }, 'user')).toBe('en nu slettet bruger');
    expect(DELETED_PERSON).toEqual({ responsible: 'en nu slettet ansvarlig', user: 'en nu slettet bruger' });
  });
});
