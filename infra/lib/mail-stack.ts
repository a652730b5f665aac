import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { Stage } from './stage-settings';

export interface MailStackProps extends StackProps {
  stage: Stage;
}

/**
 * The SES domain identity the stage sends magic links and booking mails from. SES verifies it
 * once the three DKIM CNAME records (outputs below) are published in the domain's DNS.
 */
export class MailStack extends Stack {
  readonly identity: EmailIdentity;
  /** SES publishes bounces and complaints here; the record-mail-feedback function subscribes (issue 22). */
  readonly feedbackTopic: Topic;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { sesIdentity, mailFrom } = props.stage.settings;
    // SES lets a verified domain send from its own addresses and from those of its subdomains.
    const domain = mailFrom.slice(mailFrom.indexOf('@') + 1);
    if (domain !== sesIdentity && !domain.endsWith(`.${sesIdentity}`)) {
      throw new Error(`mailFrom "${mailFrom}" is not on the SES identity "${sesIdentity}".`);
    }

    this.feedbackTopic = new Topic(this, 'Feedback', { displayName: `Worknest ${props.stage.name} mail feedback`, enforceSSL: true });
    Validations.of(this.feedbackTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'The notifications carry only the recipient address and SES metadata; SES can publish to a KMS-encrypted topic only with a ' +
        'customer managed key and key policy, which is not worth it for this data (docs/adr/0054-one-click-unsubscribe-and-bounces.md).',
    });
    // Every mail sent from the identity goes through this configuration set, which reports its
    // bounces and complaints to the topic.
    const configurationSet = new ConfigurationSet(this, 'Sending', {});
    configurationSet.addEventDestination('Feedback', {
      destination: EventDestination.snsTopic(this.feedbackTopic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.identity = new EmailIdentity(this, 'Domain', { identity: Identity.domain(sesIdentity), configurationSet });

    const records = [
      [this.identity.dkimDnsTokenName1, this.identity.dkimDnsTokenValue1],
      [this.identity.dkimDnsTokenName2, this.identity.dkimDnsTokenValue2],
      [this.identity.dkimDnsTokenName3, this.identity.dkimDnsTokenValue3],
    ] as const;
    records.forEach(([name, value], i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, { value: `${name} CNAME ${value}`, description: 'Publish in DNS to verify the SES identity' });
    });
  }
}
