// Holding an answer back until it is whole, on the response object Next writes to (decisions 11 and 37). The
// exact script policy needs a document's every byte before its head may go; a JSON answer of the BFF goes out in
// one write. Both wrap the response the same way, here.
//
// Call it before handing the request to Next. Next's compression wraps these methods again after this, and calls
// the ones here as "the originals", so they stay in place for the whole answer and, once the answer is known not
// to be held, only delegate.

/**
 * Puts what a writeHead call says onto the response: its headers (an object, or Node's raw flat list of names and
 * values, whose repeated names add up), its status and its status message. `rest` is writeHead's arguments after
 * the status; the headers are taken off it.
 */
export function takeHead(res, statusCode, rest) {
  const last = rest.at(-1);
  const headers = typeof last === 'object' && last !== null ? rest.pop() : undefined;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1]);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  }
  res.statusCode = statusCode;
  if (typeof rest[0] === 'string') res.statusMessage = rest[0];
}

/**
 * Holds the answer when `hold()` says so at its first head, write or end (its headers are set by then): its head
 * and body are kept until it ends, then `finish(body, send)` is given the whole body (as written: compressed, if
 * Next compressed it) and calls `send()` once to send head and body together with their Content-Length. Any other
 * answer passes through untouched, as it is written. HEAD requests are left alone.
 */
export function holdAnswer(req, res, { hold, finish }) {
  if (req.method === 'HEAD') return;
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** 'unknown' until the first head, write or end shows what the answer is; then 'hold' or 'pass'. */
  let state = 'unknown';
  const chunks = [];

  const holding = () => {
    if (state === 'unknown') state = hold() ? 'hold' : 'pass';
    return state === 'hold';
  };
  const collect = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  };

  res.writeHead = function writeHead(statusCode, ...rest) {
    if (state === 'pass') return original.writeHead.call(res, statusCode, ...rest);
    // Held (or not yet known): what the head says is kept on the response, and sent with the body.
    takeHead(res, statusCode, rest);
    if (!holding()) return original.writeHead.call(res, res.statusCode);
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    if (!holding()) return original.flushHeaders.call(res);
  };
  res.write = function write(chunk, encoding, callback) {
    if (!holding()) return original.write.call(res, chunk, encoding, callback);
    collect(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (!holding()) return original.end.call(res, chunk, encoding, callback);
    collect(chunk, encoding);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    // From here on the head goes out as it is (Node asks for it through writeHead while ending).
    state = 'pass';
    finish(body, () => {
      if (res.destroyed) return;
      res.removeHeader('transfer-encoding');
      res.setHeader('content-length', body.length);
      original.end.call(res, body, done);
    });
    return res;
  };
}
