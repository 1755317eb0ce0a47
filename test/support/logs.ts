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
