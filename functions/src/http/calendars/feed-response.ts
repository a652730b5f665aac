/** A listing's feed as calendar apps read it: RFC 5545 `text/calendar`, never indexed. */
export function feedResponse(body: string) {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="worknest.ics"',
      'cache-control': 'private, max-age=300',
      'x-robots-tag': 'noindex',
    },
    body,
  };
}
