import { z } from 'zod';
import { getOperation, postOperation } from '@/lib/bff-client/operation';
import { bffOk } from './respond';
import { bffRoute } from './route';

jest.mock('server-only', () => ({}));

/**
 * The type check is the test: `npm run typecheck` fails when a `@ts-expect-error` below stops being an
 * error, so a route and its operation cannot drift apart unnoticed. Jest only loads the file.
 */
const greet = postOperation<{ name: string }, { hello: string }>('/api/test/greet');
const Body = z.object({ name: z.string() });

export const matching = bffRoute(greet, { body: Body }, async ({ body }) => bffOk({ hello: body.name }));

// @ts-expect-error the handler answers another type than the operation promises
export const wrongAnswer = bffRoute(greet, { body: Body }, async () => bffOk({ goodbye: 1 }));

export const missingField = bffRoute(
  greet,
  // @ts-expect-error the body schema wants a field the operation never sends
  { body: z.object({ name: z.string(), age: z.number() }) },
  async () => bffOk({ hello: 'x' }),
);

export const plainResponse = bffRoute(
  getOperation<void, { n: number }>('/api/test/n'),
  {},
  // @ts-expect-error a JSON route answers through bffOk/reply/fail, not a bare Response
  async () => new Response('{}'),
);

it('is checked by the type checker', () => {
  expect(typeof matching).toBe('function');
});
