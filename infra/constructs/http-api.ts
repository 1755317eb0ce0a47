import { ArnFormat, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { apiRoutesOf, type RouteSpec } from '../declaration-types';
import type { StageConfig } from '../stages';
import { acknowledge } from './nag';

export interface AppHttpApiProps {
  /** The stage: throttling, log retention and removal policy. */
  readonly stage: StageConfig;
}

/** One JSON line per request; the HTTP API's `$context` names, not the REST API's. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/**
 * A Lambda proxy integration (payload format 2.0) that adds no invoke permission of its own.
 * `HttpLambdaIntegration` adds one `AWS::Lambda::Permission` per route it serves, each limited to
 * that route's path: 59 resources for 59 routes, an eighth of CloudFormation's 500 per stack
 * (decision 145). `AppHttpApi.addRoutes` instead gives each function one permission for the API.
 */
class LambdaProxyIntegration extends apigw.HttpRouteIntegration {
  constructor(
    id: string,
    private readonly handler: IFunction,
  ) {
    super(id);
  }

  bind(): apigw.HttpRouteIntegrationConfig {
    return {
      type: apigw.HttpIntegrationType.AWS_PROXY,
      uri: this.handler.functionArn,
      payloadFormatVersion: apigw.PayloadFormatVersion.VERSION_2_0,
    };
  }
}

/**
 * The HTTP API behind CloudFront's `/api/*`: a `$default` stage with access logs and throttling,
 * and one route per declared route, each a Lambda proxy integration (payload format 2.0).
 */
export class AppHttpApi extends Construct {
  readonly api: apigw.HttpApi;
  readonly defaultStage: apigw.HttpStage;
  /** `<api-id>.execute-api.<region>.amazonaws.com`: CloudFront's origin for `/api/*`. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: AppHttpApiProps) {
    super(scope, id);
    const { stage } = props;
    // Our own stage instead of `createDefaultStage`: only a stage of our own takes access logs.
    this.api = new apigw.HttpApi(this, 'Api', {
      description: `Servicebogen ${stage.name} API`,
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: stage.logRetention,
      removalPolicy: stage.removalPolicy,
    });
    this.defaultStage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: stage.apiThrottle,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: accessLogFormat,
      },
    });
    this.domainName = `${this.api.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  /** `https://<api-id>.execute-api.<region>.amazonaws.com/` */
  get url(): string {
    return this.defaultStage.url;
  }

  /**
   * The API's execute-api ARN with `*` for the stage and `*` for the method and path
   * (`...:<api-id>/STAR/STAR`): any route of this API, and of no other.
   */
  get executeApiArn(): string {
    return Stack.of(this).formatArn({
      service: 'execute-api',
      resource: this.api.apiId,
      resourceName: '*/*',
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  }

  /**
   * Adds one route per spec (method and path exactly as declared), all served by `handler`, and
   * lets API Gateway invoke `handler` from this API. The permission is one per function, not one
   * per route (decision 145): the routes the function serves are whatever routes integrate with
   * it, and only this stack's declaration adds them, so a per-route limit protected nothing more.
   */
  addRoutes(
    name: string,
    handler: IFunction,
    routes: readonly RouteSpec[],
    proxyRoutes: readonly string[] = [],
  ): apigw.HttpRoute[] {
    if (routes.length === 0) return [];
    const integration = new LambdaProxyIntegration(`${name}Integration`, handler);
    handler.addPermission(`${name}ApiInvoke`, {
      scope: this,
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: this.executeApiArn,
    });
    // Under a function's `proxyRoutes`, one greedy route serves several declared ones (decision 171).
    return apiRoutesOf(routes, proxyRoutes).map((route) => {
      const id = `${route.method}${route.path.replace(/\{(\w+)\+?\}/g, 'By$1').replace(/[^A-Za-z0-9]+/g, '_')}`;
      const httpRoute = new apigw.HttpRoute(this, id, {
        httpApi: this.api,
        routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
        integration,
      });
      const access = [...new Set(route.serves.map((r) => `"${r.access}"`))].join(' and ');
      acknowledge(httpRoute, {
        APIG4:
          `${route.method} ${route.path} is ${access}: the handler's shared middleware checks the ` +
          'session token (jose-signed, naming a revocable server-side session), which a JWT authorizer could not revoke.',
      });
      return httpRoute;
    });
  }
}
