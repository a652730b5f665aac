import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { BackupPlan, BackupResource } from 'aws-cdk-lib/aws-backup';
import { AttributeType, BillingMode, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition } from '@worknest/functions/store/table-definition';
import { tableName } from './names';
import { removalPolicyOf } from './removal';
import type { Stage } from './stage-settings';

export interface DataStackProps extends StackProps {
  stage: Stage;
}

/** The single DynamoDB table, built from the same definition the local cloud uses. */
export class DataStack extends Stack {
  readonly table: Table;
  /** Daily backups kept 35 days, in stages that keep their data (`removalPolicy: retain`). */
  readonly backupPlan?: BackupPlan;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const keeps = props.stage.settings.removalPolicy === 'retain';

    this.table = new Table(this, 'Table', {
      tableName: tableName(props.stage.name),
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      // Issue 33: the stream the stream subscribers read (functions/src/subscriptions.ts), e.g. the outbox sender.
      stream: StreamViewType[tableDefinition.streamViewType],
      deletionProtection: keeps,
      removalPolicy: removalPolicyOf(props.stage.settings),
    });
    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      });
    }

    // Point-in-time recovery covers the last 35 days to the second, but lives and dies with the
    // table; AWS Backup keeps daily copies in a vault of their own, which survive a deleted table.
    if (keeps) {
      this.backupPlan = BackupPlan.daily35DayRetention(this, 'Backup');
      const selection = this.backupPlan.addSelection('Table', { resources: [BackupResource.fromDynamoDbTable(this.table)] });
      Validations.of(selection).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
        reason:
          'The role AWS Backup assumes to back up the selected resources; AWS maintains this policy for that purpose, ' +
          'and the selection limits what it backs up to this table.',
      });
    }

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
