// Allowed: the store throws the domain's errors (domain/errors.ts is the one exception).
import { NotFoundError } from '../domain/errors';
// Breaks store-not-to-domain: the store reaches into a rule.
import { nightlyCents } from '../domain/price-rules';

export const readStay = (id: string) => (id ? { id, nightlyCents } : new NotFoundError());
