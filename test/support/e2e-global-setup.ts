import { startSharedBrowser } from './browser';
import { startSharedDynamo } from './shared-dynamo';

/**
 * Jest `globalSetup` of the e2e project: a DynamoDB Local per worker (decision 152) and the run's
 * one Chromium (decision 162).
 */
export default async (globalConfig: { maxWorkers: number }) => {
  await Promise.all([startSharedDynamo(globalConfig.maxWorkers), startSharedBrowser()]);
};
