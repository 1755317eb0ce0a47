import { DataDirInUseError, JavaMissingError } from './dynamo';
import { localOptions } from './options';
import { startRuntime } from './runtime';

/**
 * `npm start`: Servicebogen on one machine, one node process (`node --import tsx`: no tsx parent
 * that relays signals, and kills this process when it does not answer a relayed signal within
 * 60 ms, as a loaded machine may not). Ctrl-C, SIGTERM or SIGHUP (to it or its process group)
 * stops everything it started; so does the end of the process that started it (npm, even on
 * `kill -9`). DynamoDB Local also ends by itself when this process dies (its watchdog).
 */
async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // What this process writes is the owner's alone, as DynamoDB Local's files are (its watchdog's
  // umask): s3rver makes its files 0644 and folders 0755 by the default umask (decision 150).
  process.umask(0o077);
  const options = localOptions();
  const parent = process.ppid;
  let stopping = false;
  // Read by `shutdown` before it is set (a signal during start-up).
  let runtime: Awaited<ReturnType<typeof startRuntime>> | undefined = undefined;
  const shutdown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${reason}: stopper Servicebogen ...`);
    try {
      await runtime?.stop();
    } finally {
      process.exit(0);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
  // When the process that started this one is killed (-9 included), this one would live on alone.
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('processen, der startede Servicebogen, er væk');
  }, 500).unref();
  runtime = await startRuntime(options);
  console.log(`Servicebogen kører på ${runtime.url}  (data: ${options.dataDir})`);
  console.log(
    `Lokal postkasse: ${runtime.url}/dev/mail/view${process.env.LOCAL_CLOCK === 'settable' ? '  ·  uret kan flyttes: POST /dev/clock' : ''}`,
  );
}

main().catch((error) => {
  console.error(error instanceof JavaMissingError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
