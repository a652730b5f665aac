import { familyOfPartitionKey } from '../config/table-access';
import { keys } from './keys';
import { tableDefinition } from './table-definition';

/** Reads keys.ts to check the key families of config/table-access.ts (see key-families.test.ts). */

const partitionAttributes: readonly string[] = [tableDefinition.partitionKey, ...tableDefinition.globalSecondaryIndexes.map((index) => index.partitionKey)];

/**
 * The families of the partition keys one function of keys.ts builds: the `pk`/`gsi<n>pk` values of
 * the key it returns, or the value of a `…Partition` function (used to Query). Functions that
 * build sort keys or attribute names give none. Called with placeholder arguments: only the
 * literal prefix matters.
 */
export function familiesOfKeyFunction(name: keyof typeof keys): string[] {
  const build = keys[name] as unknown as ((...args: unknown[]) => unknown) | string;
  if (typeof build !== 'function') return [];
  const result = build(...Array.from({ length: build.length }, () => 'x'));
  if (typeof result === 'string') return name.endsWith('Partition') ? [familyOfPartitionKey(result)] : [];
  const record = result as Record<string, unknown>;
  return partitionAttributes.filter((attribute) => typeof record[attribute] === 'string').map((attribute) => familyOfPartitionKey(record[attribute] as string));
}
