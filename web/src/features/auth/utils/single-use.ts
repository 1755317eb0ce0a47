/**
 * One call per key for single-use links: React StrictMode runs a mount effect twice, and an
 * e-mailed code must reach the server only once. Both runs get the same promise; the run that is
 * still mounted handles the answer and then calls `forget`, so a later visit asks again.
 */
export function singleUse<T>(call: (key: string) => Promise<T>) {
  const calls = new Map<string, Promise<T>>();
  return {
    run(key: string): Promise<T> {
      let pending = calls.get(key);
      if (!pending) {
        pending = call(key);
        calls.set(key, pending);
      }
      return pending;
    },
    forget(key: string) {
      calls.delete(key);
    },
  };
}
