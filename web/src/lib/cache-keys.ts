/** Every cached GET whose key starts with `prefix`, e.g. each month's `api/overview?…`. */
export const startingWith = (prefix: string) => (key: unknown) => typeof key === 'string' && key.startsWith(prefix);

/** The overview of any month: its checklist counts what the company has (members, equipment, tasks). */
export const overviews = startingWith('api/overview');
