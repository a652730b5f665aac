import { InvalidInputError } from '../domain/errors';
import { decodeCursor } from './conditional';
import { tableDefinition } from './table-definition';

/** The longest key value a cursor may carry (DynamoDB's own limit for a partition key is 2048 bytes). */
const MAX_KEY_VALUE_LENGTH = 2048;

/**
 * The attributes a LastEvaluatedKey of a query on the table or one of its indexes holds: the
 * table's key, plus the index's key for an index query. `attribute` names the partition key
 * of the query (`pk` for the table, `gsi1pk` etc. for an index).
 */
function cursorAttributes(attribute: string): readonly string[] | null {
  const table = [tableDefinition.partitionKey, tableDefinition.sortKey];
  if (attribute === tableDefinition.partitionKey) return table;
  const index = tableDefinition.globalSecondaryIndexes.find((gsi) => gsi.partitionKey === attribute);
  return index ? [...table, index.partitionKey, index.sortKey] : null;
}

/**
 * Decodes a page cursor and checks it fully: it belongs to the partition being queried, and holds
 * exactly the key attributes of that table or index, each a non-empty string (every key of the
 * table is a string). So a forged cursor can neither reach another partition nor crash the query
 * with a wrong key type or an extra attribute (DynamoDB's ValidationException was a 500).
 */
export function cursorFor(cursor: string | undefined, attribute: string, partition: string): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  const key = decodeCursor(cursor);
  const expected = cursorAttributes(attribute);
  if (!key || !expected || Array.isArray(key) || key[attribute] !== partition || !hasExactly(key, expected)) {
    throw new InvalidInputError('Invalid page cursor', undefined, 'invalid_cursor');
  }
  return key;
}

function hasExactly(key: Record<string, unknown>, attributes: readonly string[]): boolean {
  const names = Object.keys(key);
  if (names.length !== attributes.length || !attributes.every((name) => Object.hasOwn(key, name))) return false;
  return attributes.every((name) => {
    const value = key[name];
    return typeof value === 'string' && value.length > 0 && value.length <= MAX_KEY_VALUE_LENGTH;
  });
}
