/** What the request routes answer when they refuse (issue 17); a file of its own so a pure read (the cancellation preview) loads no payment code. */
export const REQUEST_MESSAGES = {
  notRequested: 'This booking is not waiting for an answer.',
  expired: 'This request has expired: it was not answered within 24 hours.',
  alreadyAccepted: 'This request was already accepted.',
  alreadyDeclined: 'This request was already declined.',
  providerUnavailable: 'The payment provider could not be reached. Please try again.',
  hostWithdraws: 'This is a request for your place: accept or decline it instead.',
  acceptedMeanwhile: 'The host accepted this request a moment ago: it is a confirmed stay now, which you can cancel under its policy.',
} as const;
