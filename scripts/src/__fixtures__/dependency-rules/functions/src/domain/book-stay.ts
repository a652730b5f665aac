// Breaks lower-layers-not-to-entry: a rule that reaches up into the handler kit.
import { statusOf } from '../middleware/kit';
import { readStay } from '../store/stays';

export const bookStay = (id: string) => statusOf(readStay(id));
