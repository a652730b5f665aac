/**
 * The contract between CloudFront and the handler kit. CloudFront adds ORIGIN_VERIFY_HEADER, with
 * the stage's secret as its value, to every request it sends to the HTTP API (a viewer's own
 * header of that name is replaced). A request that carries it came through CloudFront, so the
 * CloudFront-* headers on it are CloudFront's. A request to the execute-api URL does not have the
 * secret, and whatever CloudFront-* headers it carries are the caller's invention.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** `ip:port` of the viewer, set by CloudFront (origin request policy AllViewerExceptHostHeader). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * How long a function keeps the origin secret it read from Secrets Manager before reading it
 * again (adapters/origin-secret.ts): a rotation reaches every warm function within this time,
 * without a deploy. A presented value that matches nothing re-reads sooner (ORIGIN_SECRET_RECHECK_MS).
 */
export const ORIGIN_SECRET_CACHE_MS = 5 * 60_000;

/** A value that matches no cached version triggers a fresh read at most this often per instance. */
export const ORIGIN_SECRET_RECHECK_MS = 30_000;

/**
 * After a rotation (a new AWSCURRENT version), the version before it (AWSPREVIOUS) is still
 * accepted for this long after the new one was created: the time CloudFront needs to start
 * sending the new value (docs/operations.md, "Rotate the origin secret"). Then it is refused.
 */
export const ORIGIN_SECRET_OVERLAP_MS = 60 * 60_000;
