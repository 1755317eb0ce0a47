import { stopSharedBrowser } from './browser';
import { stopSharedDynamo } from './shared-dynamo';

/** Jest `globalTeardown` of the e2e project (decisions 152 and 162). */
export default async () => {
  await Promise.all([stopSharedDynamo(), stopSharedBrowser()]);
};
