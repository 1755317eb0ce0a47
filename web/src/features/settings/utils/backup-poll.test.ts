import type { BackupAnswer } from '#domain/backup/download';
import { pollBackup } from './backup-poll';

const ready: BackupAnswer = {
  status: 'ready',
  url: 'https://s3/x.zip',
  fileName: 'servicebogen-backup-2027-02-06.zip',
  createdAt: '2027-02-06T01:00:00.000Z',
};

test('a ready backup is answered at once', async () => {
  const ask = jest.fn(async () => ready);
  await expect(pollBackup(ask, { intervalMs: 3000, giveUpMs: 60_000, sleep: async () => undefined })).resolves.toEqual(
    ready,
  );
  expect(ask).toHaveBeenCalledTimes(1);
});

test('while it is built, it asks again every interval until the link comes', async () => {
  const answers: BackupAnswer[] = [{ status: 'building' }, { status: 'building' }, ready];
  const slept: number[] = [];
  let t = 0;
  const result = await pollBackup(async () => answers.shift()!, {
    intervalMs: 3000,
    giveUpMs: 60_000,
    now: () => t,
    sleep: async (ms) => {
      slept.push(ms);
      t += ms;
    },
  });
  expect(result).toEqual(ready);
  expect(slept).toEqual([3000, 3000]);
});

test('it gives up after the limit', async () => {
  let t = 0;
  await expect(
    pollBackup(async () => ({ status: 'building' }), {
      intervalMs: 3000,
      giveUpMs: 9000,
      now: () => t,
      sleep: async (ms) => {
        t += ms;
      },
    }),
  ).rejects.toThrow('not ready');
});
