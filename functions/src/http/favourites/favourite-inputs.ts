import { stringParams } from '../../validation/plain-schema';

/** `{listingId}`: any short string; one that is no listing id answers 404 like an unknown one. */
export const favouriteParams = stringParams(['listingId']);
