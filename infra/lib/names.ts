import { Aws } from 'aws-cdk-lib';

/** `worknest-<stage>-<concern>`: every stack of a stage sorts together in the console. */
export function stackName(stage: string, concern: string): string {
  return `worknest-${stage}-${concern}`;
}

/**
 * The Secrets Manager secret CloudFront sends to the HTTP API in `x-origin-verify`. A fixed name,
 * so the web and function stacks refer to it by a dynamic reference without a cross-stack export.
 */
export function originVerifySecretName(stage: string): string {
  return `worknest/${stage}/origin-verify`;
}

/** The key that signs links in e-mails (one-click unsubscribe). Generated; read at run time. */
export function mailLinksSecretName(stage: string): string {
  return `worknest/${stage}/mail-links`;
}

/**
 * The companies' OpenID Connect client secrets (issue 19): `worknest/<stage>/sso/<domain>`, one per
 * company, created at run time by the settings route. IAM grants name this prefix.
 */
export function ssoSecretPrefix(stage: string): string {
  return `worknest/${stage}/sso/`;
}

/** The admin CLI (scripts/src/admin) finds a deployed stage's table by this name. */
export function tableName(stage: string): string {
  return `worknest-${stage}`;
}

/**
 * The uploads bucket's name is computed, not generated, because the web stack must point
 * CloudFront at the bucket *before* the storage stack exists (the storage stack needs the
 * distribution for its CORS origin and its Origin Access Control grant). Account and region keep
 * it globally unique.
 */
export function uploadsBucketName(stage: string): string {
  return `worknest-${stage}-uploads-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}

/**
 * Where photos live in the uploads bucket (functions/src/domain/uploads/photo-keys.ts). CloudFront
 * serves the path `/uploads/x` from the object `uploads/x`, so keys and paths coincide.
 */
export const uploadsKeyPrefix = 'uploads/';

/**
 * Where browsers upload photos (issue 14): presigned PUTs and multipart uploads go to
 * `staging/<userId>/<uuid>`; the server copies a checked photo to its `uploads/` key. CloudFront
 * never serves staging, and a lifecycle rule expires what was never used.
 */
export const stagingKeyPrefix = 'staging/';

/** How cdk-nag prints `uploadsBucketName(stage)` inside a finding id. */
export function uploadsBucketNameInFindings(stage: string): string {
  return `worknest-${stage}-uploads-<AWS::AccountId>-<AWS::Region>`;
}

/**
 * The WebSocket API id is exported under this fixed name for the @connections grants. An
 * automatic cross-stack reference would read differently before and after synthesis
 * (`<LogicalId>` vs a generated export name), so its cdk-nag acknowledgement could not name it.
 */
export function webSocketApiIdExportName(stage: string): string {
  return `worknest-${stage}-websocket-api-id`;
}
