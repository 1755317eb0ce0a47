/**
 * EventBridge event-pattern matching, the subset the declaration uses (and Pipes filters):
 * nested objects, arrays of allowed literal values, `{prefix}` and `{exists}`.
 * https://docs.aws.amazon.com/eventbridge/latest/userguide/eb-event-patterns.html
 */
type Pattern = { [key: string]: Pattern | Matcher[] };
type Matcher = string | number | boolean | null | { prefix: string } | { exists: boolean };

function matchValue(value: unknown, matchers: Matcher[]): boolean {
  const values = Array.isArray(value) ? value : [value];
  return matchers.some((m) => {
    if (m !== null && typeof m === 'object') {
      if ('prefix' in m) return values.some((v) => typeof v === 'string' && v.startsWith(m.prefix));
      if ('exists' in m) return m.exists === (value !== undefined);
      return false;
    }
    return values.some((v) => v === m);
  });
}

export function matches(pattern: Record<string, unknown>, event: unknown): boolean {
  return Object.entries(pattern as Pattern).every(([key, sub]) => {
    const value = event !== null && typeof event === 'object' ? (event as Record<string, unknown>)[key] : undefined;
    if (Array.isArray(sub)) return matchValue(value, sub);
    return value !== null && typeof value === 'object' && matches(sub, value);
  });
}
