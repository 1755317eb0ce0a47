/**
 * The lists that count tasks (equipment, locations, users, 'Din oversigt', the overview): re-read
 * once after a task is written; they show the caller's own writes at once (decision 058 "Inline
 * projections (read your writes)").
 */
export const countsTasks = (key: unknown) =>
  typeof key === 'string' && /^api\/(equipment|locations|user\/index|task-query|overview)/.test(key);

/**
 * Every task view (list, detail, 'Din oversigt') and every list that counts tasks or people's
 * tasks: re-read after a call that changes many tasks at once (equipment standby, a transfer).
 */
export const showsTasks = (key: unknown) =>
  typeof key === 'string' && /^api\/(task|equipment|locations|user)/.test(key);
