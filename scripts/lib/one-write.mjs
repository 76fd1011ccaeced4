// A JSON answer of the BFF goes out in one socket write, with its length (decision 33, decision 37). Next sends a
// route handler's Response by flushing the head on its own, then piping the body stream chunk by chunk with
// chunked encoding and a last empty chunk: three writes, each a system call and a packet, for a body that is
// whole a microsecond later. On the calendar BFF under load those writes were a fifth of the web's CPU.
//
// Works on the response object Next writes to, as script-hashes.mjs does: call it before handing the request to
// Next. Only answers whose Content-Type is JSON are held; anything else (files, boarding passes, event streams,
// the service worker) passes as it was, from its first head, write or end on (scripts/lib/held-answer.mjs).
import { holdAnswer } from './held-answer.mjs';

/** Holds a JSON answer's head and body until it ends, then sends both at once with a Content-Length. */
export function jsonInOneWrite(req, res) {
  holdAnswer(req, res, {
    hold: () => /^application\/json\b/i.test(String(res.getHeader('content-type') ?? '')),
    finish: (_body, send) => send(),
  });
}
