import { ENV } from '../platform/config';
import { paceMail, sendIntervalMs } from './mail-pace';

test('the interval keeps every worker together within the share of the send rate', () => {
  // 50 workers within 80 % of 120 e-mails a second: one e-mail per worker every 521 ms.
  expect(sendIntervalMs(120, 50)).toBe(521);
  expect((50 * 1000) / sendIntervalMs(120, 50)).toBeLessThanOrEqual(0.8 * 120);
  expect(sendIntervalMs(14, 50)).toBe(4465);
});

test('sends wait for their turn, one interval apart; unset, nothing waits', async () => {
  let clock = 1_000_000;
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
    clock += ms;
  };
  delete process.env[ENV.mailSendIntervalMs];
  await paceMail(() => clock, sleep);
  expect(waits).toEqual([]);

  process.env[ENV.mailSendIntervalMs] = '500';
  try {
    await paceMail(() => clock, sleep); // the first goes at once
    clock += 100; // rendering the next took 100 ms
    await paceMail(() => clock, sleep);
    await paceMail(() => clock, sleep);
    clock += 2_000; // a long pause: no debt carried over
    await paceMail(() => clock, sleep);
    expect(waits).toEqual([400, 500]);
  } finally {
    delete process.env[ENV.mailSendIntervalMs];
  }
});
