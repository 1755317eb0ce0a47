import { singleUse } from './single-use';

describe('single-use calls (StrictMode runs mount effects twice)', () => {
  it('makes one call per key while it is remembered', async () => {
    const call = jest.fn(async (key: string) => `answer ${key}`);
    const calls = singleUse(call);
    const first = calls.run('code');
    const second = calls.run('code');
    expect(second).toBe(first);
    await expect(second).resolves.toBe('answer code');
    expect(call).toHaveBeenCalledTimes(1);
    calls.run('other');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('asks again after forget (a later visit)', async () => {
    const call = jest.fn(async () => 'x');
    const calls = singleUse(call);
    await calls.run('code');
    calls.forget('code');
    await calls.run('code');
    expect(call).toHaveBeenCalledTimes(2);
  });
});
