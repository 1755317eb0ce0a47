import { logger } from '../../functions/platform/logger';

/**
 * The JSON log lines the runtime's functions print during each test (start the runtime with
 * `functionLogs: true`; it relays them as CloudWatch would receive them):
 * `const logs = useFunctionLogs();` at the top of a file, then `logs()` in a test.
 */
export function useFunctionLogs(): () => Record<string, unknown>[] {
  let lines: Record<string, unknown>[] = [];
  beforeEach(() => {
    lines = [];
    const keep = (line: unknown) => {
      try {
        lines.push(JSON.parse(String(line)));
      } catch {
        // not one of the JSON log lines
      }
    };
    jest.spyOn(console, 'log').mockImplementation(keep);
    jest.spyOn(console, 'error').mockImplementation(keep);
  });
  afterEach(() => jest.restoreAllMocks());
  return () => lines;
}

/**
 * The log entries that code run in this process writes through the functions' Powertools logger
 * (functions/platform/logger.ts), as `{ level, message, ...fields }` with `level` in lower case: the
 * logger writes past Jest's console, so a unit test reads what was handed to it instead.
 * `const logs = captureLogs();` at the top of a file, then `logs()` in a test.
 */
export function captureLogs(): () => Record<string, unknown>[] {
  let entries: Record<string, unknown>[] = [];
  beforeEach(() => {
    entries = [];
    for (const level of ['info', 'warn', 'error'] as const)
      jest.spyOn(logger, level).mockImplementation((message: unknown, ...extra: unknown[]) => {
        entries.push(Object.assign({ level, message }, ...extra.filter((x) => typeof x === 'object')));
      });
  });
  afterEach(() => jest.restoreAllMocks());
  return () => entries;
}
