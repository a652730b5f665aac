// Allowed: the handler kit depends on the domain's error types.
import { NotFoundError } from '../domain/errors';

export const statusOf = (value: unknown) => (value instanceof NotFoundError ? 404 : 200);
