import { offersRecipients, recipientOptions, visibleResponses } from './note-format';

describe('visibleResponses', () => {
  it('shows 2 until expanded', () => {
    expect(visibleResponses([1, 2, 3, 4], false)).toEqual({ shown: [1, 2], hidden: 2 });
    expect(visibleResponses([1, 2, 3, 4], true)).toEqual({ shown: [1, 2, 3, 4], hidden: 0 });
    expect(visibleResponses([1, 2], false)).toEqual({ shown: [1, 2], hidden: 0 });
  });
});

describe('recipients', () => {
  const users = [
    { id: 'me', name: 'Mig' },
    { id: 'o', name: 'Øjvind' },
    { id: 'a', name: 'Anna' },
  ];
  it('offers everyone but the author, by name', () => {
    expect(recipientOptions(users, 'me').map((u) => u.id)).toEqual(['a', 'o']);
  });
  it('offers recipients only when the company has more than one user', () => {
    expect(offersRecipients(users.slice(0, 1))).toBe(false);
    expect(offersRecipients(users.slice(0, 2))).toBe(true);
  });
});
