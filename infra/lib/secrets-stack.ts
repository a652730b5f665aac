import { Stack, SecretValue, Validations, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { removalPolicyOf } from './removal';
import type { Stage } from './stage-settings';

export interface SecretsStackProps extends StackProps {
  stage: Stage;
}

/**
 * The Stripe secret. The stack creates it with empty values so its name and ARN exist for the
 * grants; an operator then puts the real keys in with `aws secretsmanager put-secret-value`.
 * CloudFormation only writes SecretString when this placeholder changes, so deploys never
 * overwrite the real keys.
 */
export class SecretsStack extends Stack {
  readonly stripe: Secret;

  constructor(scope: Construct, id: string, props: SecretsStackProps) {
    super(scope, id, props);

    this.stripe = new Secret(this, 'Stripe', {
      secretName: props.stage.settings.stripeSecretName,
      description: 'Stripe keys for Worknest: {"secretKey","publishableKey","webhookSecret"}. Set by an operator.',
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
  }
}
