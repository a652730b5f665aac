// Breaks infra-reads-tables-only: the CDK app imports a handler's code.
import { handler } from '../../functions/src/http/get-stay';

export const entry = handler;
