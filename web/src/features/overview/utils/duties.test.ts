import { showsOverdueDuties } from './duties';

test('an overdue duty is always shown; a 0 only to a company that has duties', () => {
  expect(showsOverdueDuties({ dutiesOverdue: 2 })).toBe(true);
  expect(showsOverdueDuties({ dutiesOverdue: 0, duties: 3 })).toBe(true);
  expect(showsOverdueDuties({ dutiesOverdue: 0, duties: 0 })).toBe(false);
  expect(showsOverdueDuties({ dutiesOverdue: 0 })).toBe(false);
  expect(showsOverdueDuties({})).toBe(false);
});
