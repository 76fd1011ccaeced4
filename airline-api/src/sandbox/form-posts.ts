import type { FastifyInstance } from 'fastify';

/**
 * The sandbox pages' HTML forms post urlencoded bodies. Only the sandbox plugin parses them: the product
 * routes accept JSON alone.
 */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
