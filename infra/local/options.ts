import { resolve } from 'node:path';

/** `npm start`'s settings: PORT (3000), HOST (127.0.0.1), DATA_DIR (.data), WEB_ROOT (web/dist, the built SPA). */
export const localOptions = () => ({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: resolve(process.env.DATA_DIR ?? '.data'),
  webRoot: process.env.WEB_ROOT ? resolve(process.env.WEB_ROOT) : undefined,
});
