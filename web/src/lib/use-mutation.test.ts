import type { ScopedMutator } from 'swr';
import { ApiError } from './api';
import { notificationStore } from './notifications';
import { alertFor, runMutation, type MutationSpec } from './use-mutation';

/** A cache whose re-reads finish only when told, recording what happened in order. */
function fakeCache(steps: string[]) {
  const pending: (() => void)[] = [];
  const mutate = ((key: unknown, ...rest: unknown[]) => {
    const name = typeof key === 'string' ? key : 'filter';
    if (rest.length > 0) {
      steps.push(`write ${name}`);
      return Promise.resolve();
    }
    steps.push(`re-read ${name}`);
    return new Promise<void>((resolve) =>
      pending.push(() => {
        steps.push(`read ${name}`);
        resolve();
      }),
    );
  }) as unknown as ScopedMutator;
  return { mutate, finishReads: () => pending.splice(0).forEach((finish) => finish()) };
}

afterEach(() => notificationStore.clear('dashboard'));

const headings = () => notificationStore.snapshot().map((n) => `${n.heading}: ${n.text}`);

describe('runMutation', () => {
  const spec = (steps: string[]): MutationSpec<string, { id: string }> => ({
    name: 'test',
    request: async (arg) => {
      steps.push(`request ${arg}`);
      return { ok: true, data: { id: 'n1' } };
    },
    write: ({ id }) => [[`api/x/${id}`, { id }]],
    revalidate: () => ['api/list'],
    refresh: () => [() => true],
    success: ({ id }, arg) => ({ heading: 'Gemt', text: `${arg} ${id}` }),
    then: () => {
      steps.push('then');
    },
  });

  it('writes, waits for the re-read, starts the refresh, then toasts and runs `then`', async () => {
    const steps: string[] = [];
    const cache = fakeCache(steps);
    const running = runMutation(spec(steps), 'a', cache.mutate);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The toast waits for the list on screen.
    expect(steps).toEqual(['request a', 'write api/x/n1', 're-read api/list']);
    expect(headings()).toEqual([]);
    cache.finishReads();
    await expect(running).resolves.toEqual({ ok: true, data: { id: 'n1' } });
    expect(steps).toEqual([
      'request a',
      'write api/x/n1',
      're-read api/list',
      'read api/list',
      're-read filter',
      'then',
    ]);
    expect(headings()).toEqual(['Gemt: a n1']);
  });

  it('on a refusal shows the failure toast, touches no cache and returns the error', async () => {
    const steps: string[] = [];
    const cache = fakeCache(steps);
    const error = new ApiError(409, { message: 'Navnet er i brug.' });
    const result = await runMutation(
      { ...spec(steps), request: async () => ({ ok: false, error }), failure: alertFor('Ikke gemt') },
      'a',
      cache.mutate,
    );
    expect(result).toEqual({ ok: false, error });
    expect(steps).toEqual([]);
    expect(headings()).toEqual(['Ikke gemt: Navnet er i brug.']);
  });

  it('the usual failure toast falls back to a general text when the server gave no reason', () => {
    expect(alertFor('Ikke gemt')(new ApiError(0))).toEqual({
      heading: 'Ikke gemt',
      text: 'Noget gik galt. Prøv igen.',
      type: 'alert',
    });
  });
});
