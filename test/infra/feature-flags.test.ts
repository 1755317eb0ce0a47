import { CURRENTLY_RECOMMENDED_FLAGS } from 'aws-cdk-lib/cx-api';
import { cdkContext } from './build';

/**
 * Decision 084 "CDK feature flags before the first deploy": cdk.json sets every flag the
 * installed aws-cdk-lib recommends, at its recommended value, and the template tests build
 * with them (test/infra/build.ts reads cdk.json as the CDK CLI does).
 */
test('cdk.json sets every recommended feature flag of the installed aws-cdk-lib', () => {
  for (const [flag, value] of Object.entries(CURRENTLY_RECOMMENDED_FLAGS)) {
    expect([flag, cdkContext[flag]]).toEqual([flag, value]);
  }
});
