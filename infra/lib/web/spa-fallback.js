// CloudFront Function (cloudfront-js-2.0), viewer request of the SPA's default behaviour only, so
// /api/*, /ws and /uploads/* keep their real status codes. A path whose last segment has no file
// extension is a client-side route: serve index.html and let the router take over.
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
