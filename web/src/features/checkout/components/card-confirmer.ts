import type { RefObject } from 'react';
import type { CardConfirmation } from '../utils/confirm-card-locally';

/**
 * The card form of the checkout, whichever it is (Stripe Elements or the local form), puts its
 * confirmation here; the checkout calls it on "Confirm & Pay".
 */
export type CardConfirmer = () => Promise<CardConfirmation>;
export type CardConfirmerRef = RefObject<CardConfirmer | null>;
