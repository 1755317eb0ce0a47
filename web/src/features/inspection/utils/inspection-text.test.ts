import { linkProblem, resultOptions } from './inspection-text';

describe('the inspector’s page', () => {
  it('offers the three results in Danish', () => {
    expect(resultOptions.map((option) => option.label)).toEqual([
      'Godkendt',
      'Godkendt med bemærkninger',
      'Ikke godkendt',
    ]);
  });

  it('shows the API’s Danish message for a guessed, used or ended link', () => {
    expect(
      linkProblem({
        status: 404,
        body: {
          code: 'INSPECTION_LINK_NOT_FOUND',
          message: 'Linket findes ikke. Tjek, at du har kopieret hele adressen.',
        },
      }),
    ).toEqual({
      heading: 'Linket findes ikke',
      message: 'Linket findes ikke. Tjek, at du har kopieret hele adressen.',
    });
    expect(
      linkProblem({
        status: 410,
        body: { code: 'INSPECTION_LINK_USED', message: 'Linket er brugt: eftersynet er allerede registreret.' },
      }),
    ).toEqual({
      heading: 'Eftersynet er registreret',
      message: 'Linket er brugt: eftersynet er allerede registreret.',
    });
    expect(
      linkProblem({
        status: 410,
        body: { code: 'INSPECTION_LINK_EXPIRED', message: 'Linket er udløbet. Bed om et nyt link.' },
      }),
    ).toEqual({ heading: 'Linket gælder ikke længere', message: 'Linket er udløbet. Bed om et nyt link.' });
  });

  it('leaves other failures to the page’s general error', () => {
    expect(linkProblem({ status: 500, body: {} })).toBeNull();
    expect(linkProblem({ status: 0, body: { code: 'NETWORK' } })).toBeNull();
  });
});
