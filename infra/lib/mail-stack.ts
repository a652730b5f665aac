import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
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

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { sesIdentity, mailFrom } = props.stage.settings;
    // SES lets a verified domain send from its own addresses and from those of its subdomains.
    const domain = mailFrom.slice(mailFrom.indexOf('@') + 1);
    if (domain !== sesIdentity && !domain.endsWith(`.${sesIdentity}`)) {
      throw new Error(`mailFrom "${mailFrom}" is not on the SES identity "${sesIdentity}".`);
    }

    this.identity = new EmailIdentity(this, 'Domain', { identity: Identity.domain(sesIdentity) });

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
