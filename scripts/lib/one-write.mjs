// A JSON answer of the BFF goes out in one socket write, with its length (issue 16, decision 37). Next sends a
// route handler's Response by flushing the head on its own, then piping the body stream chunk by chunk with
// chunked encoding and a last empty chunk: three writes, each a system call and a packet, for a body that is
// whole a microsecond later. On the calendar BFF under load those writes were a fifth of the web's CPU.
//
// Works on the response object Next writes to, as script-hashes.mjs does: call it before handing the request to
// Next. Only answers whose Content-Type is JSON are held; anything else (files, boarding passes, event streams,
// the service worker) passes as it was, from its first head, write or end on.

/** Holds a JSON answer's head and body until it ends, then sends both at once with a Content-Length. */
export function jsonInOneWrite(req, res) {
  if (req.method === 'HEAD') return;
  // Next's compression wraps these again after this and calls them as "the originals" (see script-hashes.mjs).
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** 'unknown' until the first head, write or end shows what the answer is; then 'hold' or 'pass'. */
  let state = 'unknown';
  const chunks = [];

  const holding = () => {
    if (state === 'unknown')
      state = /^application\/json\b/i.test(String(res.getHeader('content-type') ?? '')) ? 'hold' : 'pass';
    return state === 'hold';
  };
  const collect = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  };

  res.writeHead = function writeHead(statusCode, ...rest) {
    if (state === 'pass') return original.writeHead.call(res, statusCode, ...rest);
    const last = rest.at(-1);
    const headers = typeof last === 'object' && last !== null ? rest.pop() : undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    res.statusCode = statusCode;
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
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
    state = 'pass';
    if (res.destroyed) return res;
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', body.length);
    return original.end.call(res, body, done);
  };
}
