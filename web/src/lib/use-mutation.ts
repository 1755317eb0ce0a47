import { useState } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError, SendResult } from './api';
import { notify, type NotificationChannel, type NotificationInput } from './notifications';

/** A cached answer's key, or a filter over the cache's keys (swr's `mutate(filter)`). */
export type CacheKey = string | ((key: unknown) => boolean);

/** A cached answer the write's own answer makes current: the value, or a function of what is cached. */
export type CacheWrite = readonly [key: CacheKey, value: unknown];

/**
 * What a write does besides its request (decision 079 "One mutation helper"). After a success, in
 * this order: `write` puts answers into the cache, `revalidate` re-reads and is waited for (the toast
 * follows the list on screen, decision 068 "The SPA re-reads after a write"), `refresh` re-reads
 * without waiting, the `success` toast shows, and `then` runs (a navigation) while still pending.
 */
export interface MutationSpec<Arg, Data> {
  /** Names the mutation (its swr/mutation key, never a cached answer's). */
  name: string;
  /** The call: its data, or the error the failure toast and the caller read. */
  request: (arg: Arg) => Promise<SendResult<Data>>;
  write?: (data: Data, arg: Arg) => readonly CacheWrite[] | Promise<readonly CacheWrite[]>;
  revalidate?: (data: Data, arg: Arg) => readonly CacheKey[];
  refresh?: (data: Data, arg: Arg) => readonly CacheKey[];
  /** The toast after a success; none when it gives none. */
  success?: (data: Data, arg: Arg) => NotificationInput | undefined;
  /** The toast after a failure; none when it gives none. */
  failure?: (error: ApiError, arg: Arg) => NotificationInput | undefined;
  then?: (data: Data, arg: Arg) => Promise<unknown> | void;
  /** Where the toasts show: 'dashboard' unless told. */
  channel?: NotificationChannel;
}

/**
 * The usual failure toast: `heading`, with the server's Danish reason when it gave one. None for
 * STALE_VERSION: the form shows that conflict itself, field by field (decision 132).
 */
export const alertFor =
  (heading: string, fallback = 'Noget gik galt. Prøv igen.') =>
  (error: ApiError): NotificationInput | undefined =>
    error.body.code === 'STALE_VERSION' ? undefined : { heading, text: error.body.message ?? fallback, type: 'alert' };

const reread = (mutate: ScopedMutator, key: CacheKey) => (typeof key === 'string' ? mutate(key) : mutate(key));

export async function runMutation<Arg, Data>(spec: MutationSpec<Arg, Data>, arg: Arg, mutate: ScopedMutator) {
  const channel = spec.channel ?? 'dashboard';
  const result = await spec.request(arg);
  if (!result.ok) {
    const toast = spec.failure?.(result.error, arg);
    if (toast) notify(channel, toast);
    return result;
  }
  const { data } = result;
  for (const [key, value] of (await spec.write?.(data, arg)) ?? []) {
    if (typeof key === 'string') await mutate(key, value, { revalidate: false });
    else await mutate(key, value, { revalidate: false });
  }
  await Promise.all((spec.revalidate?.(data, arg) ?? []).map((key) => reread(mutate, key)));
  for (const key of spec.refresh?.(data, arg) ?? []) void reread(mutate, key);
  const toast = spec.success?.(data, arg);
  if (toast) notify(channel, toast);
  await spec.then?.(data, arg);
  return result;
}

/**
 * A write on swr's `useSWRMutation`: `trigger(arg)` runs the spec and resolves to the call's
 * result (it never throws for a refused call); `pending` while it runs; `running` is the argument
 * of the call under way, for lists whose rows each have a button.
 */
export function useMutation<Arg, Data>(spec: MutationSpec<Arg, Data>) {
  const { mutate } = useSWRConfig();
  const [running, setRunning] = useState<{ arg: Arg } | null>(null);
  // The argument travels boxed: swr/mutation types a bare generic argument as maybe-absent.
  const { trigger, isMutating } = useSWRMutation(
    `mutation:${spec.name}`,
    (_key: string, { arg }: { arg: { arg: Arg } }) => runMutation(spec, arg.arg, mutate),
    { throwOnError: true },
  );
  const start = async (arg: Arg): Promise<SendResult<Data>> => {
    setRunning({ arg });
    try {
      return await trigger({ arg });
    } finally {
      setRunning(null);
    }
  };
  return { trigger: start, pending: isMutating, running: running?.arg };
}
