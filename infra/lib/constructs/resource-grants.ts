import { Aws, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConstruct } from 'constructs';
import { leadingKeyPatterns, tableKeyFamiliesOf } from '@worknest/functions/config/table-access';
import type { Resource } from '@worknest/functions/routes';
import { tableDefinition } from '@worknest/functions/store/table-definition';
import { ssoSecretPrefix, stagingKeyPrefix, uploadsBucketNameInFindings, uploadsKeyPrefix, webSocketApiIdExportName } from '../names';

/** A role: it takes grants and carries the acknowledgements of its policy's findings. */
type Grantee = IGrantable & IConstruct;

/** What a route's declared resources refer to in a deployed stage. */
export interface RouteTargets {
  stage: string;
  table: ITable;
  /** The computed name (names.ts), not the storage stack's token: see acknowledgeWildcard. */
  uploadsBucketName: string;
  mailIdentityArn: string;
  /** The WebSocket API id as a named import (names.ts) and the stage the functions post to. */
  sockets: { apiIdImport: string; stageName: string };
  stripeSecret: ISecret;
  mailLinksSecret: ISecret;
  /** CloudFront's origin secret: the per-IP routes and the origin authorizer read it at run time. */
  originVerifySecret: ISecret;
}

/**
 * Reads, including transactions (TransactGet/TransactWrite are authorized per contained action).
 * No Scan: no request path scans (ARCHITECTURE.md), so no function may.
 */
export const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
export const tableWriteActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
/**
 * Upload grants split by what a handler does (issue 14): a handler that only signs uploads can
 * only put. PutObject also covers CreateMultipartUpload, UploadPart and CompleteMultipartUpload;
 * DeleteObject covers DeleteObjects (removing a listing's photos).
 */
export const uploadsPutActions = ['s3:PutObject'];
export const uploadsMultipartActions = ['s3:ListMultipartUploadParts', 's3:AbortMultipartUpload'];
export const uploadsDeleteActions = ['s3:DeleteObject'];
export const uploadsReadActions = ['s3:GetObject'];
/** The sign-in flow and the settings test read a company's SSO client secret; nothing else may. */
export const ssoSecretsReadActions = ['secretsmanager:GetSecretValue'];
/** The settings route creates a company's secret or puts a new version; it cannot read it back. */
export const ssoSecretsWriteActions = ['secretsmanager:CreateSecret', 'secretsmanager:PutSecretValue'];
/**
 * On the bucket: without it S3 answers a GET of a missing key with 403 AccessDenied instead of
 * 404 NoSuchKey, and the photo checks could not tell "not uploaded" from a real failure.
 */
export const uploadsReadBucketActions = ['s3:ListBucket'];

/**
 * Grants a route's function exactly what its declared resources need, and nothing for
 * resources it does not declare. The record is exhaustive: a new resource kind in the route
 * table does not compile until it has a grant here. `handler` names the function's key families
 * in functions/src/config/table-access.ts (its table grant's `dynamodb:LeadingKeys`).
 */
export function grantRouteResources(grantee: Grantee, resources: readonly Resource[], targets: RouteTargets, handler: string): void {
  const tableKeys = () => leadingKeyPatterns(tableKeyFamiliesOf(handler));
  const grants: Record<Resource, () => void> = {
    'table:read': () => grantTable(grantee, targets.table, tableReadActions, tableKeys()),
    'table:write': () => grantTable(grantee, targets.table, [...tableReadActions, ...tableWriteActions], tableKeys()),
    'uploads:read': () => {
      grantUploads(grantee, targets, uploadsReadActions);
      addStatement(grantee, uploadsReadBucketActions, [`arn:${Aws.PARTITION}:s3:::${targets.uploadsBucketName}`]);
    },
    'uploads:put': () => grantUploads(grantee, targets, uploadsPutActions),
    'uploads:multipart': () => grantUploads(grantee, targets, uploadsMultipartActions),
    'uploads:delete': () => grantUploads(grantee, targets, uploadsDeleteActions),
    mail: () => addStatement(grantee, ['ses:SendEmail'], [targets.mailIdentityArn]),
    sockets: () => grantSockets(grantee, targets),
    payments: () => addStatement(grantee, ['secretsmanager:GetSecretValue'], [targets.stripeSecret.secretArn]),
    'mail-links': () => addStatement(grantee, ['secretsmanager:GetSecretValue'], [targets.mailLinksSecret.secretArn]),
    'origin-secret': () => addStatement(grantee, ['secretsmanager:GetSecretValue'], [targets.originVerifySecret.secretArn]),
    'sso-secrets:read': () => grantSsoSecrets(grantee, targets, ssoSecretsReadActions),
    'sso-secrets:write': () => grantSsoSecrets(grantee, targets, ssoSecretsWriteActions),
    // Outbound DNS needs no permission; the resource only brings DNS_SERVERS into the environment.
    dns: () => {},
    // Issue 41: geocoding with Amazon Location Service Places (the AWS-managed provider; no resource of ours).
    'geo-places': () => addStatement(grantee, ['geo-places:Geocode'], [`arn:${Aws.PARTITION}:geo-places:${Aws.REGION}::provider/default`]),
    // The style URL carries the stage's maps API key: nothing to grant.
    maps: () => {},
    // Issue 34: the company fees are plain numbers in the environment: nothing to grant.
    'company-fees': () => {},
  };
  for (const resource of new Set(resources)) grants[resource]();
}

/**
 * The table and its indexes by name (no `index/*`): indexes only ever serve Query. Only items
 * whose partition key (an index's partition key, for a Query on it) starts with one of the
 * function's key families: `ForAllValues` checks every key of a batch or transaction.
 */
function grantTable(grantee: Grantee, table: ITable, actions: string[], leadingKeys: string[]): void {
  const conditions = { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeys } };
  addStatement(grantee, actions, [table.tableArn], conditions);
  const indexArns = tableDefinition.globalSecondaryIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`);
  addStatement(grantee, ['dynamodb:Query'], indexArns, conditions);
}

/**
 * Photo keys are random (`staging/<userId>/<uuid>` while uploading, `uploads/<userId>/<uuid>`
 * once checked and copied), so the grant covers those two prefixes.
 */
function grantUploads(grantee: Grantee, targets: RouteTargets, actions: string[]): void {
  for (const prefix of [uploadsKeyPrefix, stagingKeyPrefix]) {
    addStatement(grantee, actions, [`arn:${Aws.PARTITION}:s3:::${targets.uploadsBucketName}/${prefix}*`]);
    acknowledgeWildcard(
      grantee,
      `arn:<AWS::Partition>:s3:::${uploadsBucketNameInFindings(targets.stage)}/${prefix}*`,
      `Photo keys are random and chosen at run time; the grant is limited to ${prefix}* in the uploads bucket and to the declared actions.`,
    );
  }
}

/**
 * One secret per company, created at run time: the grant covers the stage's SSO prefix only
 * (Secrets Manager appends a random suffix to every secret's ARN, hence the `*`).
 */
function grantSsoSecrets(grantee: Grantee, targets: RouteTargets, actions: string[]): void {
  const resource = (partition: string, region: string, account: string) =>
    `arn:${partition}:secretsmanager:${region}:${account}:secret:${ssoSecretPrefix(targets.stage)}*`;
  addStatement(grantee, actions, [resource(Aws.PARTITION, Aws.REGION, Aws.ACCOUNT_ID)]);
  acknowledgeWildcard(
    grantee,
    resource('<AWS::Partition>', '<AWS::Region>', '<AWS::AccountId>'),
    'One client secret per company, named at run time by its domain; the grant is limited to this stage\'s sso/ prefix and to the declared actions.',
  );
}

/** Connection ids are only known at run time; the grant is limited to one stage's @connections. */
function grantSockets(grantee: Grantee, targets: RouteTargets): void {
  const { apiIdImport, stageName } = targets.sockets;
  const connections = `${stageName}/*/@connections/*`;
  addStatement(grantee, ['execute-api:ManageConnections'], [
    `arn:${Aws.PARTITION}:execute-api:${Aws.REGION}:${Aws.ACCOUNT_ID}:${apiIdImport}/${connections}`,
  ]);
  acknowledgeWildcard(
    grantee,
    `arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:${webSocketApiIdExportName(targets.stage)}/${connections}`,
    'Connection ids are only known at run time; the grant is limited to ManageConnections on this stage\'s @connections.',
  );
}

/**
 * cdk-nag 3 needs each wildcard finding acknowledged by its exact id, which spells the resource
 * the way cdk-nag prints it. Both resources above avoid automatic cross-stack tokens, whose
 * printed form changes during synthesis. Placed on the role, it covers the role's policy.
 */
function acknowledgeWildcard(grantee: Grantee, resource: string, reason: string): void {
  Validations.of(grantee).acknowledge({ id: `AwsSolutions-IAM5[Resource::${resource}]`, reason });
}

function addStatement(grantee: Grantee, actions: string[], resources: string[], conditions?: Record<string, Record<string, string[]>>): void {
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions, resources, conditions }));
}
