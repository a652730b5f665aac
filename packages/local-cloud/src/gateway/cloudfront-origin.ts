import { VIEWER_ADDRESS_HEADER } from '@worknest/functions/config/origin-verify';

export interface OriginRequestOptions {
  /** The origin's custom headers (CloudFront's "origin custom headers"), e.g. `x-origin-verify`. */
  originHeaders: Readonly<Record<string, string>>;
  /** The viewer's socket, for CloudFront-Viewer-Address. */
  viewer: { ip: string; port: number | undefined };
}

/**
 * What CloudFront does to the headers of a viewer request on its way to the HTTP API origin,
 * as far as the functions rely on it (infra/lib/web-stack.ts):
 * - the origin's custom headers are added, replacing a viewer's header of the same name;
 * - `cloudfront-viewer-address` (`ip:port`) is added (origin request policy AllViewerExceptHostHeader).
 * Local difference, on purpose: a viewer-address header the client sent itself is kept, so tests
 * can play many viewers from one machine (per-IP rate limits). CloudFront sets its own.
 * Node's rawHeaders layout in and out: [name, value, name, value, ...].
 */
export function originRequestHeaders(rawHeaders: readonly string[], options: OriginRequestOptions): string[] {
  const replaced = new Set(Object.keys(options.originHeaders).map((name) => name.toLowerCase()));
  const headers: string[] = [];
  let hasViewerAddress = false;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (replaced.has(name.toLowerCase())) continue;
    if (name.toLowerCase() === VIEWER_ADDRESS_HEADER) hasViewerAddress = true;
    headers.push(name, rawHeaders[i + 1]!);
  }
  if (!hasViewerAddress) headers.push(VIEWER_ADDRESS_HEADER, `${options.viewer.ip}:${options.viewer.port ?? 0}`);
  for (const [name, value] of Object.entries(options.originHeaders)) headers.push(name, value);
  return headers;
}
