import { startSharedDynamo } from './shared-dynamo';

/**
 * Jest `globalSetup` of the integration and e2e projects: a DynamoDB Local per worker (decision
 * 152); `--runInBand` makes `maxWorkers` 1.
 */
export default (globalConfig: { maxWorkers: number }) => startSharedDynamo(globalConfig.maxWorkers);
