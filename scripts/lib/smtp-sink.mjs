// A mail server on this machine's loopback that takes any mail and keeps it as a file (plain JavaScript, so the
// cluster script runs it with node alone): SMTP_URL points airline-api at it, and each message received is written
// whole, as it came over the wire, to `<dir>/<time>-<n>.eml`. No TLS and no login: it listens on loopback only.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The largest message kept (a boarding pass PDF is well under it). */
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Starts the sink on 127.0.0.1:`port` (0: a free port) writing into `dir` (made if missing). Answers its
 * smtp:// URL and `stop`, which closes it once the sessions under way end.
 */
export async function startSmtpSink({ port = 0, dir }) {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    name: 'smtp-sink.localhost',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_BYTES,
    logger: false,
    // A pooled client keeps its connection open: stop waits for it only this long.
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('message too large'), { responseCode: 552 }));
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(4, '0')}.eml`;
        // Written aside, then renamed: a reader of the folder never sees half a message.
        const aside = path.join(dir, `.${name}.part`);
        writeFile(aside, Buffer.concat(chunks))
          .then(() => rename(aside, path.join(dir, name)))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
