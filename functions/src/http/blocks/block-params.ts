import { stringParams } from '../../middleware/plain-schema';

export const blockParams = stringParams(['userId']);
