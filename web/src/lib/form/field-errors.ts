import type { z } from 'zod';

/**
 * A shared schema's refusal as the first Danish message per field ('' for the whole input): for
 * the small dialogs that check a body with `safeParse` before they send it. Nested paths join with
 * a dot ('override.reason').
 */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
