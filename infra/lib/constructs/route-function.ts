import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration, ReferenceStrength, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FUNCTION_BUNDLING } from '@worknest/functions/config/bundling';
import type { Resource } from '@worknest/functions/routes';
import { functionsSrc, repoRoot } from '../paths';
import { grantRouteResources, type RouteTargets } from './resource-grants';

export interface RouteFunctionProps {
  /** Path under functions/src without extension; the module exports `handler`. */
  handler: string;
  /** The route key, shown in the console next to the function. */
  routeKey: string;
  resources: readonly Resource[];
  timeoutSeconds?: number;
  memorySize?: number;
  environment: Record<string, string>;
  targets: RouteTargets;
  removalPolicy: RemovalPolicy;
  /** Instances kept for this function alone (and the most it may run); default: the account's shared pool. */
  reservedConcurrency?: number;
}

/** Route table defaults (functions/src/routes.ts). */
const DEFAULT_TIMEOUT_SECONDS = 10;
const DEFAULT_MEMORY_MB = 512;

/** FUNCTION_BUNDLING (functions/src/config/bundling.ts) in CDK's words. */
const bundling = {
  format: OutputFormat.ESM,
  target: FUNCTION_BUNDLING.target,
  mainFields: [...FUNCTION_BUNDLING.mainFields],
  minify: FUNCTION_BUNDLING.minify,
  sourceMap: FUNCTION_BUNDLING.sourcemap,
  sourceMapMode: SourceMapMode.DEFAULT,
  sourcesContent: FUNCTION_BUNDLING.sourcesContent,
  externalModules: [...FUNCTION_BUNDLING.external],
  banner: FUNCTION_BUNDLING.banner,
};

/**
 * One route's Lambda: bundled from its handler file, its own log group, and its own role that
 * can write that log group and reach only the route's declared resources.
 */
export class RouteFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  /** How people name what it serves (`POST /api/bookings/confirm`); alarms are named after it. */
  readonly label: string;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);

    const entry = path.join(functionsSrc, `${props.handler}.ts`);
    if (!existsSync(entry)) {
      throw new Error(`Route "${props.routeKey}" names handler "${props.handler}", but ${path.relative(repoRoot, entry)} does not exist.`);
    }

    const logGroup = (this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: props.removalPolicy }));
    // Our own role instead of the default one: that one carries the AWS managed
    // AWSLambdaBasicExecutionRole, which may write any log group in the account.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Worknest ${props.routeKey}`,
    });
    logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      description: props.routeKey,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      timeout: Duration.seconds(props.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      memorySize: props.memorySize ?? DEFAULT_MEMORY_MB,
      role: this.role,
      logGroup,
      environment: props.environment,
      reservedConcurrentExecutions: props.reservedConcurrency,
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      bundling,
    });

    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Pinned to nodejs22.x on purpose: tests and the local cloud run Node 22 (docs/adr/0001-node-22-tsx-and-esbuild.md); move both together.',
    });

    grantRouteResources(this.role, props.resources, props.targets, props.handler);
    this.label = props.routeKey;
    // The monitoring stack alarms on this function by name. A weak reference (Fn::GetStackOutput,
    // no export) lets a route be removed or its function replaced without first removing the
    // alarm that reads the name, which an export would forbid.
    this.function.applyCrossStackReferenceStrength(ReferenceStrength.WEAK);
  }
}
