import { notificationStore, notify } from './notifications';

/** Toast lifetimes (spec 000 §4, §9): duration + 500 ms; store default 5000 ms, helper default 7500 ms. */
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  notificationStore.clear('dashboard');
  notificationStore.clear('auth');
  jest.useRealTimers();
});

const headings = () => notificationStore.snapshot().map((n) => n.heading);

test('the store default keeps a toast 5000 ms plus 500 ms', () => {
  notificationStore.add('dashboard', { heading: 'Gemt' });
  jest.advanceTimersByTime(5499);
  expect(headings()).toEqual(['Gemt']);
  jest.advanceTimersByTime(1);
  expect(headings()).toEqual([]);
});

test('the helper default keeps a toast 7500 ms plus 500 ms', () => {
  notify('auth', { heading: 'Kunne ikke logge ind. Prøv igen.', type: 'alert' });
  jest.advanceTimersByTime(7999);
  expect(headings()).toEqual(['Kunne ikke logge ind. Prøv igen.']);
  jest.advanceTimersByTime(1);
  expect(headings()).toEqual([]);
});

test('a given duration (10000 ms for the reset and invite failures) gets 500 ms more', () => {
  notify('dashboard', { heading: 'Brugeren kunne ikke inviteres', duration: 10_000 });
  jest.advanceTimersByTime(10_499);
  expect(headings()).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(headings()).toHaveLength(0);
});

test('the two channels are kept apart, and closing one toast leaves the others', () => {
  const a = notify('auth', { heading: 'A' });
  notify('dashboard', { heading: 'B' });
  expect(notificationStore.snapshot().map((n) => [n.channel, n.heading])).toEqual([
    ['auth', 'A'],
    ['dashboard', 'B'],
  ]);
  notificationStore.remove(a);
  expect(headings()).toEqual(['B']);
});
