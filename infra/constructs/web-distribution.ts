import { Duration, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_HEADER } from '../../functions/http/origin';
import { API_CONTENT_SECURITY_POLICY, spaContentSecurityPolicy } from '../../functions/http/security-headers';
import type { StageConfig } from '../stages';
import { acknowledge } from './nag';

/**
 * The SPA's edge function (CloudFront Functions runtime 2.0; exported so a test can run it).
 * Viewer request, on the S3 behaviour only: a path whose last segment has no file extension is a
 * client-side route of the SPA, so the app shell answers it. Doing this here, and not with
 * distribution-wide error responses, keeps the API's own 403 and 404 answers intact. Viewer
 * response, on NO_CACHE_FILES only: `Cache-Control: no-cache` (decision 170; the same function,
 * so the files cost the stack no resource of their own, decision 145).
 */
export const spaRewriteSource = `function handler(event) {
  if (event.response) {
    event.response.headers['cache-control'] = { value: 'no-cache' };
    return event.response;
  }
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * The files a browser must ask for again every time (decision 170 "The installable,
 * offline-capable app"): the service worker, so a release reaches the phones, and the web app
 * manifest. CloudFront asks S3 for them each time (the API's uncached policy) and sends them with
 * `Cache-Control: no-cache` (the edge function's viewer-response part) and the SPA's headers.
 */
export const NO_CACHE_FILES = ['/sw.js', '/manifest.webmanifest'] as const;

export interface WebDistributionProps {
  /** The private bucket holding the built SPA (`web/dist`). */
  readonly bucket: IBucket;
  /** Where CloudFront's standard logs go. */
  readonly logBucket: IBucket;
  /** Host name of the HTTP API (`<id>.execute-api.<region>.amazonaws.com`). */
  readonly apiDomainName: string;
  /** The stage: custom domain and certificate, if any. */
  readonly stage: StageConfig;
  /**
   * The value CloudFront sends in the `x-origin-verify` header with every `/api/*` request; the
   * functions refuse requests without it, so the execute-api address alone reaches nothing.
   */
  readonly originSecret: ISecret;
  /** ARN of the CLOUDFRONT-scope web ACL (`infra/edge-stack.ts`); none: no WAF (acknowledged). */
  readonly webAclArn?: string;
}

/**
 * The app's one public entry point: the SPA from S3 (origin access control, no public bucket) and
 * `/api/*` passed uncached to the HTTP API, so browser and API share one origin and need no CORS.
 */
export class WebDistribution extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly spaRewrite: cloudfront.Function;
  /** Security headers of the SPA and of `/api/*` (decision 042 "Security headers"). */
  readonly spaHeaders: cloudfront.ResponseHeadersPolicy;
  readonly apiHeaders: cloudfront.ResponseHeadersPolicy;
  /** `https://<domain>` the browser sees: the custom domain when it has a certificate. */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);
    const { stage } = props;
    this.spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(spaRewriteSource),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serves /index.html for SPA routes (paths without a file extension)',
    });
    const headers = (id: string, contentSecurityPolicy: string) =>
      new cloudfront.ResponseHeadersPolicy(this, id, {
        comment: `Servicebogen ${stage.name}: ${id}`,
        securityHeadersBehavior: {
          contentSecurityPolicy: { contentSecurityPolicy, override: true },
          contentTypeOptions: { override: true },
          frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
          referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override: true },
          strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        },
      });
    // Presigned URLs are virtual-hosted (`<bucket>.s3.<region>.amazonaws.com`). The bucket's own
    // name cannot be used: its CORS rule names this distribution, so the two would depend on
    // each other; any bucket of the region is the narrowest source without a cycle.
    const { region, urlSuffix } = Stack.of(this);
    this.spaHeaders = headers('SpaHeaders', spaContentSecurityPolicy(`https://*.s3.${region}.${urlSuffix}`));
    this.apiHeaders = headers('ApiHeaders', API_CONTENT_SECURITY_POLICY);
    const customDomain = stage.certificateArn
      ? {
          domainNames: [stage.domainName],
          certificate: Certificate.fromCertificateArn(this, 'Certificate', stage.certificateArn),
          minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
        }
      : {};

    // CachingDisabled (all TTLs 0) cannot enable the Accept-Encoding settings, and without them
    // CloudFront sends /api/* uncompressed; HTTP APIs do not compress either (decision 063
    // "API answers are compressed by CloudFront"). This policy caches nothing the API answers
    // (`no-store`, default TTL 0) but lets CloudFront compress with Brotli or gzip.
    const apiCache = new cloudfront.CachePolicy(this, 'ApiNoCacheCompressed', {
      comment: `Servicebogen ${stage.name}: /api/* uncached (no-store), compressed`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
      // Were anything cached (an answer with max-age), it would be per caller and per query.
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    });

    const spaOrigin = S3BucketOrigin.withOriginAccessControl(props.bucket);
    // The service worker and the manifest: from S3 each time (tiny files), compressed, no-cache.
    const noCacheBehaviour: cloudfront.BehaviorOptions = {
      origin: spaOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: apiCache,
      compress: true,
      responseHeadersPolicy: this.spaHeaders,
      functionAssociations: [{ function: this.spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE }],
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Servicebogen ${stage.name}`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: spaOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.spaHeaders,
        functionAssociations: [{ function: this.spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            // Resolved by CloudFormation at deploy ({{resolve:secretsmanager:...}}), never in the template.
            customHeaders: { [ORIGIN_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
          }),
          // A redirect would turn a POST into a GET: plain HTTP is refused instead.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          cachePolicy: apiCache,
          compress: true,
          // Everything but Host: API Gateway routes by its own host name.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          responseHeadersPolicy: this.apiHeaders,
        },
        ...Object.fromEntries(NO_CACHE_FILES.map((path) => [path, noCacheBehaviour])),
      },
      ...customDomain,
      webAclId: props.webAclArn,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Users are in Denmark: edge locations in Europe and North America are enough.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
    });
    this.origin = stage.certificateArn
      ? `https://${stage.domainName}`
      : `https://${this.distribution.distributionDomainName}`;

    acknowledge(this.distribution, {
      CFR1: 'No geo restriction: companies have staff and sites abroad; access is checked per user.',
      ...(props.webAclArn
        ? {}
        : {
            CFR2:
              'Built without the edge stack (its web ACL lives in us-east-1, infra/edge-stack.ts); ' +
              'infra/app.ts always attaches it.',
          }),
      ...(stage.certificateArn
        ? {}
        : {
            CFR4:
              'No custom domain yet: CloudFront serves its default *.cloudfront.net certificate, ' +
              'whose TLS policy cannot be set; a certificateArn brings TLSv1.2_2021.',
          }),
    });
  }
}
