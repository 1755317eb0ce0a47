import type { BackupAnswer } from '#domain/backup/download';

export type ReadyBackup = Extract<BackupAnswer, { status: 'ready' }>;

/** Longer than the spec's "up to a minute", with room for one retry of the job. */
export const BACKUP_GIVE_UP_MS = 3 * 60 * 1000;

/**
 * Asks for the backup until it is ready: the first answer may be `building` (the company has no
 * backup yet and one was queued), then again every `intervalMs`, up to `giveUpMs`. Throws what
 * the call throws, or when it gives up.
 */
export async function pollBackup(
  ask: () => Promise<BackupAnswer>,
  opts: { intervalMs: number; giveUpMs: number; sleep?: (ms: number) => Promise<void>; now?: () => number },
): Promise<ReadyBackup> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = opts.now ?? Date.now;
  const until = now() + opts.giveUpMs;
  for (;;) {
    const answer = await ask();
    if (answer.status === 'ready') return answer;
    if (now() >= until) throw new Error('backup not ready in time');
    await sleep(opts.intervalMs);
  }
}
