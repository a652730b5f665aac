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
