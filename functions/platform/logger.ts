import { Logger } from '@aws-lambda-powertools/logger';
import { correlationId } from './correlation';

/**
 * The functions' structured logger (Powertools for AWS Lambda Logger, decision 082): one JSON line
 * per entry with the level, the message, the function's name and cold start, and the
 * `correlation_id` of the work in progress (functions/platform/correlation.ts). Its level comes from
 * `POWERTOOLS_LOG_LEVEL` (default INFO).
 */
export const logger = new Logger({ serviceName: 'servicebogen' });

type Fields = Record<string, unknown>;
const withId = (fields: Fields, id = correlationId()): Fields => (id ? { correlation_id: id, ...fields } : fields);

/** Log helpers that add the current correlation id, or the one given (`correlation_id` in `fields`). */
export const log = {
  info: (message: string, fields: Fields = {}) => logger.info(message, withId(fields)),
  warn: (message: string, fields: Fields = {}) => logger.warn(message, withId(fields)),
  error: (message: string, fields: Fields = {}) => logger.error(message, withId(fields)),
};
