// The methods the site answers. Pages are read with GET and HEAD, the BFF takes GET and POST, and Next answers a
// route handler's other methods itself (405). Anything else (TRACE, PROPFIND, LINK...) reached Next's page
// router and failed there with a 500 and a stack trace in the log on every path; it is answered here, before
// Next, with 405 and the methods the site does answer (issue 29 §5).

export const SITE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Answers 405 for a method the site never serves and returns true; returns false for the others. */
export function refuseUnknownMethod(req, res) {
  if (SITE_METHODS.includes(req.method ?? '')) return false;
  res
    .writeHead(405, {
      allow: SITE_METHODS.join(', '),
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    })
    .end('Method Not Allowed');
  return true;
}
