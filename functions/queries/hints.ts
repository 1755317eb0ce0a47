/**
 * What this container last saw an item point to: a task's equipment and responsible, an
 * equipment's location, a location's equipment (decision 061 "One request, one batch"). A single
 * read asks for those items in its first batch, beside its session; the fresh rows then decide
 * whether they were the right ones, so a stale hint costs one more batch, never a wrong answer.
 * Keyed by company and id, so a company's hints name only what was read for that company. Bounded:
 * the least recently used go first.
 */
export class Hints<V> {
  private readonly seen = new Map<string, V>();

  constructor(private readonly max = 10_000) {}

  get(companyId: string, id: string): V | undefined {
    return this.seen.get(`${companyId}#${id}`);
  }

  set(companyId: string, id: string, value: V): void {
    const key = `${companyId}#${id}`;
    this.seen.delete(key);
    this.seen.set(key, value);
    if (this.seen.size > this.max) this.seen.delete(this.seen.keys().next().value!);
  }
}

/** A task's equipment (if it is on one) and its responsible. */
export const taskHints = new Hints<{ equipmentId: string | null; responsibleId: string }>();
/** An equipment's location. */
export const equipmentHints = new Hints<string>();
/** A location's equipment (the first 90: one batch with the session and the location). */
export const locationHints = new Hints<string[]>();
