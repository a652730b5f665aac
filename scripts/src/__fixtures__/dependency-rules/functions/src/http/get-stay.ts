// Allowed: a handler calls the domain and the handler kit.
import { bookStay } from '../domain/book-stay';
import { statusOf } from '../middleware/kit';

export const handler = () => statusOf(bookStay('x'));
