/**
 * The viewer's IP, for per-IP rate limits. Which headers to believe is the handler kit's call
 * (middleware/viewer-address.ts): CloudFront's viewer address only with CloudFront's origin secret.
 */
export { clientIp } from '../../middleware/viewer-address';
