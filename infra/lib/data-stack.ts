import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
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

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
