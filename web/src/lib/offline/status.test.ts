import { pushNotification } from './push';
import { worksOffline } from './status';

describe('the pages that work offline (decision 170)', () => {
  test("a person's own tasks, a task's page and the outbox; nothing else", () => {
    for (const path of [
      '/udbakke',
      '/dashboard/c1/user-dashboard',
      '/dashboard/c1/tasks/t1',
      '/dashboard/c1/tasks/list/t1',
      '/dashboard/c1/tasks/t1/info',
    ])
      expect([path, worksOffline(path)]).toEqual([path, true]);
    for (const path of [
      '/dashboard/c1',
      '/dashboard/c1/tasks',
      '/dashboard/c1/tasks/create',
      '/dashboard/c1/tasks/history',
      '/dashboard/c1/tasks/update/t1',
      '/dashboard/c1/equipment/e1',
      '/profile',
    ])
      expect([path, worksOffline(path)]).toEqual([path, false]);
  });
});

describe('a push message shown by the service worker', () => {
  test('shows its title, body and tag, with the app icon and its link', () => {
    expect(
      pushNotification({ title: '3 opgaver i dag', body: 'Kedeleftersyn m.fl.', url: '/dashboard/c1', tag: 'morgen' }),
    ).toEqual({
      title: '3 opgaver i dag',
      options: {
        body: 'Kedeleftersyn m.fl.',
        icon: '/pwa-192x192.png',
        badge: '/pwa-192x192.png',
        data: { url: '/dashboard/c1' },
        tag: 'morgen',
      },
    });
  });

  test('without a title or link, the app name and its home', () => {
    expect(pushNotification({ body: 'x' })).toMatchObject({ title: 'Servicebogen', options: { data: { url: '/' } } });
    expect(pushNotification({ title: 'Hej', body: 'x', url: '/' }).options).not.toHaveProperty('tag');
  });
});
