import { InvalidInputError } from '../domain/errors';
import { decodeCursor } from './conditional';

/**
 * Decodes a page cursor and checks it belongs to the partition being queried, so a forged cursor
 * can neither reach another partition nor crash the query.
 */
export function cursorFor(cursor: string | undefined, attribute: string, partition: string): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  const key = decodeCursor(cursor);
  if (!key || key[attribute] !== partition) throw new InvalidInputError('Invalid page cursor', undefined, 'invalid_cursor');
  return key;
}
