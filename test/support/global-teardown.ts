import { stopSharedDynamo } from './shared-dynamo';

/** Jest `globalTeardown` of the integration and e2e projects (decision 152). */
export default stopSharedDynamo;
