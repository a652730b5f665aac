import { RemovalPolicy } from 'aws-cdk-lib';
import type { StageSettings } from './stage-settings';

export function removalPolicyOf(settings: StageSettings): RemovalPolicy {
  return settings.removalPolicy === 'retain' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
}
