import { describe, expect, it } from 'vitest';
import { originRequestHeaders } from './cloudfront-origin';

const viewer = { ip: '127.0.0.1', port: 50123 };

describe('originRequestHeaders (what CloudFront adds on the way to the HTTP API)', () => {
  it('adds the origin headers, replacing a viewer’s header of the same name in any case', () => {
    const headers = originRequestHeaders(['Host', 'x', 'X-Origin-Verify', 'forged', 'x-origin-verify', 'again'], {
      originHeaders: { 'x-origin-verify': 'secret' },
      viewer,
    });
    expect(headers).toEqual(['Host', 'x', 'cloudfront-viewer-address', '127.0.0.1:50123', 'x-origin-verify', 'secret']);
  });

  it('adds the viewer address from the socket, or keeps the one a local test sent', () => {
    expect(originRequestHeaders([], { originHeaders: {}, viewer: { ip: '::1', port: 4431 } })).toEqual(['cloudfront-viewer-address', '::1:4431']);
    expect(originRequestHeaders(['CloudFront-Viewer-Address', '198.51.100.4:443'], { originHeaders: {}, viewer })).toEqual([
      'CloudFront-Viewer-Address',
      '198.51.100.4:443',
    ]);
  });

  it('keeps repeated viewer headers and their order', () => {
    expect(originRequestHeaders(['a', '1', 'a', '2'], { originHeaders: {}, viewer })).toEqual(['a', '1', 'a', '2', 'cloudfront-viewer-address', '127.0.0.1:50123']);
  });
});
