import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageConfig } from '../stages';
import { acknowledge } from './nag';

export interface OriginSecretProps {
  readonly stage: StageConfig;
}

/**
 * The shared secret between CloudFront and the API (decision 085 "A closed edge"): CloudFront
 * sends it as a custom origin header, resolved from Secrets Manager when the stack deploys; the
 * functions read it (current and previous version) and refuse requests without it.
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, props: OriginSecretProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Value CloudFront sends in x-origin-verify; the API refuses requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: props.stage.removalPolicy,
    });
    acknowledge(this.secret, {
      SMG4:
        'Rotated by hand (docs/deploy.md): a new value must reach CloudFront by a deploy; the ' +
        'functions accept the current and the previous version meanwhile.',
    });
  }
}
