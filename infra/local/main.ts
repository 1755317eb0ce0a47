import { JavaMissingError } from './dynamo';
import { localOptions } from './options';
import { startRuntime } from './runtime';

/** `npm start`: Servicebogen on one machine. Ctrl-C or SIGTERM stops everything it started. */
async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const options = localOptions();
  const runtime = await startRuntime(options);
  console.log(`Servicebogen kører på ${runtime.url}  (data: ${options.dataDir})`);
  console.log(`Lokal postkasse: ${runtime.url}/dev/mail/view${process.env.LOCAL_CLOCK === 'settable' ? '  ·  uret kan flyttes: POST /dev/clock' : ''}`);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopper Servicebogen ...`);
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof JavaMissingError ? error.message : error);
  process.exit(1);
});
