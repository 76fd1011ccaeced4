// The request target (path and query) the web takes to Next, checked before Next sees it.

/**
 * The longest target the site answers (path and query, as sent). The site's own addresses stay far below it (a
 * six-leg search, a login's return path, a payment's signed return are each under 1 kB). Next answers a path
 * with a trailing slash with a redirect that repeats the target twice (Location and Refresh), so a target of
 * 9 kB made an answer whose headers no browser or client reads (over 16 kB: "header overflow"); nginx in front
 * refuses over 8 kB anyway.
 */
export const MAX_TARGET_LENGTH = 4096;

/**
 * Whether the path decodes. A path segment that does not (a stray %, bytes that are not UTF-8) reaches Next's
 * route matcher, which fails with a 500 in production (a known Next.js bug); such a URL names nothing, so it
 * is a bad request here, before Next.
 */
export function decodablePath(url = '/') {
  try {
    decodeURIComponent(url.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

const plain = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/** Answers 414 for a target over MAX_TARGET_LENGTH and 400 for a path that does not decode (true); else false. */
export function refuseBadTarget(req, res) {
  const url = req.url ?? '/';
  if (url.length > MAX_TARGET_LENGTH) {
    res.writeHead(414, plain).end('请求地址过长 / The address is too long');
    return true;
  }
  if (!decodablePath(url)) {
    res.writeHead(400, plain).end('Bad Request');
    return true;
  }
  return false;
}
