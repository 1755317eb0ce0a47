import type { RebuildAnswer, RebuildInput } from '../../functions/jobs/rebuild';
import { invoke } from './functions';

/**
 * Rebuilds every read model from the event store (`POST /dev/rebuild`, `npm run
 * rebuild-read-models`) by invoking the declared `jobRebuild` function as an operator does on AWS
 * (`aws lambda invoke`, docs/deploy.md): with `reset`, again with each answer's `next` until there
 * is none (decision 095 "Replay on AWS: a rebuild function with a cursor").
 */
export async function rebuildReadModels(): Promise<{ deleted: number; commits: number; deliveries: number }> {
  const total = { deleted: 0, commits: 0, deliveries: 0 };
  let payload: RebuildInput | undefined = { reset: true };
  while (payload) {
    const answer = (await invoke('jobRebuild', payload)) as RebuildAnswer;
    total.deleted += answer.deleted;
    total.commits += answer.commits;
    total.deliveries += answer.deliveries;
    payload = answer.next;
  }
  return total;
}
