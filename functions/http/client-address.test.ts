import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { clientAddress } from './client-address';
import { ORIGIN_HEADER } from './origin';

/**
 * The origin secret as Secrets Manager holds it during a rotation: CloudFront may still send the
 * previous value for a while (decision 085), and both mean the request came through CloudFront.
 */
const secrets = mockClient(SecretsManagerClient);
const ARN = 'arn:aws:secretsmanager:eu-north-1:000000000000:secret:origin-verify-client-address';
beforeAll(() => {
  process.env.ORIGIN_SECRET_ARN = ARN;
  secrets
    .on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSCURRENT' })
    .resolves({ SecretString: 'nuværende-hemmelighed' })
    .on(GetSecretValueCommand, { SecretId: ARN, VersionStage: 'AWSPREVIOUS' })
    .resolves({ SecretString: 'forrige-hemmelighed' });
});
afterAll(() => secrets.restore());

const fromCloudFront = { [ORIGIN_HEADER]: 'nuværende-hemmelighed' };

describe("the caller's address for per-address limits", () => {
  it("behind CloudFront (the origin secret sent): the viewer's address CloudFront passes on, without its port, not the edge's", async () => {
    expect(
      await clientAddress({ ...fromCloudFront, 'cloudfront-viewer-address': '198.51.100.7:46532' }, '130.176.1.1'),
    ).toBe('198.51.100.7');
    expect(
      await clientAddress({ ...fromCloudFront, 'cloudfront-viewer-address': '2001:DB8::1:443' }, '130.176.1.1'),
    ).toBe('2001:db8::1');
    // During a rotation CloudFront may still send the previous value.
    expect(
      await clientAddress(
        { [ORIGIN_HEADER]: 'forrige-hemmelighed', 'cloudfront-viewer-address': '198.51.100.8:1' },
        '130.176.1.1',
      ),
    ).toBe('198.51.100.8');
  });

  it("without the origin secret, or with a wrong one, the header is the caller's own: the connection counts", async () => {
    for (const forged of ['203.0.113.1:1', '203.0.113.2:1', '2001:db8::99:1'])
      expect(await clientAddress({ 'cloudfront-viewer-address': forged }, '192.0.2.10')).toBe('192.0.2.10');
    for (const wrong of ['gæt', 'nuværende-hemmelighe', 'nuværende-hemmelighed ', ''])
      expect(
        await clientAddress({ [ORIGIN_HEADER]: wrong, 'cloudfront-viewer-address': '203.0.113.1:1' }, '192.0.2.10'),
      ).toBe('192.0.2.10');
  });

  it('falls back to the connection, and never takes what is not an address', async () => {
    expect(await clientAddress({ ...fromCloudFront }, '127.0.0.1')).toBe('127.0.0.1');
    expect(await clientAddress({ ...fromCloudFront, 'cloudfront-viewer-address': '<script>:1' }, '127.0.0.1')).toBe(
      '127.0.0.1',
    );
    expect(await clientAddress({ ...fromCloudFront, 'cloudfront-viewer-address': 'x'.repeat(500) }, '127.0.0.1')).toBe(
      '127.0.0.1',
    );
    expect(await clientAddress({}, undefined)).toBe('unknown');
  });
});
