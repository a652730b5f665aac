import { Stack, SecretValue, Validations, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { mailLinksSecretName, originVerifySecretName } from './names';
import { removalPolicyOf } from './removal';
import type { Stage } from './stage-settings';

export interface SecretsStackProps extends StackProps {
  stage: Stage;
}

/**
 * The stage's secrets.
 *
 * The Stripe secret: the stack creates it with empty values so its name and ARN exist for the
 * grants; an operator then puts the real keys in with `aws secretsmanager put-secret-value`.
 * CloudFormation only writes SecretString when this placeholder changes, so deploys never
 * overwrite the real keys.
 */
export class SecretsStack extends Stack {
  readonly stripe: Secret;
  readonly originVerify: Secret;
  /** Signs unsubscribe links (HMAC-SHA256); the functions read it at run time. */
  readonly mailLinks: Secret;
  /**
   * `{{resolve:secretsmanager:worknest/<stage>/origin-verify:SecretString:::}}`: CloudFormation puts
   * the value in at deploy time (CloudFront's origin header, the HTTP functions' environment), so
   * it is in no template, no cdk.out and no repository. By name, so no cross-stack export.
   * `-c originVerifyVersion=<VersionId>` pins a version: the reference then changes, so
   * CloudFormation resolves it anew in the distribution and every function (rotation; README).
   */
  readonly originVerifyValue: string;

  constructor(scope: Construct, id: string, props: SecretsStackProps) {
    super(scope, id, props);

    this.stripe = new Secret(this, 'Stripe', {
      secretName: props.stage.settings.stripeSecretName,
      // The template's value stays as it was: changing it would make CloudFormation overwrite the keys an
      // operator set. connectWebhookSecret (issue 21) is added with put-secret-value (README).
      description: 'Stripe keys for Worknest: {"secretKey","publishableKey","webhookSecret","connectWebhookSecret"}. Set by an operator.',
      secretObjectValue: {
        secretKey: SecretValue.unsafePlainText(''),
        publishableKey: SecretValue.unsafePlainText(''),
        webhookSecret: SecretValue.unsafePlainText(''),
      },
      removalPolicy: removalPolicyOf(props.stage.settings),
    });
    Validations.of(this.stripe).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Stripe API keys and the webhook signing secret are issued and rolled in the Stripe dashboard; ' +
        'a Secrets Manager rotation Lambda cannot create new Stripe keys. Rolling = put-secret-value.',
    });

    this.mailLinks = new Secret(this, 'MailLinks', {
      secretName: mailLinksSecretName(props.stage.name),
      description: 'Worknest: HMAC key of the links in e-mails (one-click unsubscribe). Generated; read at run time.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: removalPolicyOf(props.stage.settings),
    });
    Validations.of(this.mailLinks).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating the key invalidates every unsubscribe link already sent, which people rely on for months; ' +
        'it is rotated by hand (put-secret-value) only if it leaks (docs/adr/0054-one-click-unsubscribe-and-bounces.md).',
    });

    // The shared secret that proves a request to the HTTP API came through CloudFront, so its
    // CloudFront-Viewer-Address (the client IP of per-IP rate limits) can be believed.
    this.originVerify = new Secret(this, 'OriginVerify', {
      secretName: originVerifySecretName(props.stage.name),
      description: 'Worknest: CloudFront sends this value to the HTTP API in x-origin-verify; the functions compare it. Generated.',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: removalPolicyOf(props.stage.settings),
    });
    Validations.of(this.originVerify).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFormation resolves this value into the CloudFront origin header and the function environment at ' +
        'deploy time, so a rotation Lambda changing it in between would only desynchronise them. Rotating = ' +
        'put-secret-value, then cdk deploy with -c originVerifyVersion=<VersionId> (README, docs/adr/0006-client-ip-trusted-only-with-origin-secret.md).',
    });
    const versionId = readOriginVerifyVersion(this);
    this.originVerifyValue = SecretValue.secretsManager(originVerifySecretName(props.stage.name), versionId ? { versionId } : {}).unsafeUnwrap();
  }
}

/** `-c originVerifyVersion=<VersionId>` as put-secret-value printed it, or none (the current version). */
function readOriginVerifyVersion(scope: Construct): string | undefined {
  const value = scope.node.tryGetContext('originVerifyVersion') as unknown;
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^[A-Za-z0-9-]{32,64}$/.test(value)) {
    throw new Error('-c originVerifyVersion must be the VersionId that `aws secretsmanager put-secret-value` printed.');
  }
  return value;
}
