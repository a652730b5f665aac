import { stringParams } from '../../validation/plain-schema';

export const blockParams = stringParams(['userId']);
