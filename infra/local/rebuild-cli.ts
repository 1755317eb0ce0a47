import { localOptions } from './options';
import { rebuildReadModels } from './rebuild';
import { startRuntime } from './runtime';

/**
 * `npm run rebuild-read-models`: rebuilds the read models of the local data (DATA_DIR) from its
 * event store. Run it while `npm start` is stopped; with the app running use `POST /dev/rebuild`.
 */
async function main() {
  // No scheduled jobs while rebuilding: they would mail people from a half-built read model.
  const options = { ...localOptions(), port: 0, host: '127.0.0.1', autoSchedules: false };
  const runtime = await startRuntime(options);
  try {
    await runtime.drain();
    console.log('Read models rebuilt:', await rebuildReadModels());
  } finally {
    await runtime.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
