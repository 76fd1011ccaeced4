import type { IncomingMessage, ServerResponse } from 'node:http';
import { currentRequestId } from '@/lib/request-id';
import { requestIdFor, saneRequestId, withRequestId, withoutRequestHeaders } from './request-id.mjs';

jest.mock('server-only', () => ({}));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Decision 58: one id per request, decided at the web's edge like the visitor's address (decision 12).
describe('saneRequestId', () => {
  it('keeps a token of at most 64 letters, digits, dots, dashes and underscores', () => {
    expect(saneRequestId('abc-123_X.y')).toBe('abc-123_X.y');
    expect(saneRequestId('a'.repeat(64))).toBe('a'.repeat(64));
    expect(saneRequestId(['first-1', 'second'])).toBe('first-1');
  });

  it('refuses anything else', () => {
    for (const odd of ['', 'a'.repeat(65), 'two words', 'x"y', 'a\nb', 'ré', '<script>', undefined, 42]) {
      expect(saneRequestId(odd)).toBeNull();
    }
  });
});

describe('requestIdFor', () => {
  it('keeps a sane id only from behind a trusted proxy', () => {
    expect(requestIdFor('from-nginx-1', 1)).toBe('from-nginx-1');
    expect(requestIdFor('from-the-client', 0)).toMatch(UUID);
    expect(requestIdFor('bad id', 1)).toMatch(UUID);
    expect(requestIdFor(undefined, 2)).toMatch(UUID);
    expect(requestIdFor(undefined, 0)).not.toBe(requestIdFor(undefined, 0));
  });
});

describe('withRequestId', () => {
  const exchange = (headers: Record<string, string>) => {
    const req = { headers: { ...headers } } as unknown as IncomingMessage;
    const sent: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => (sent[name] = value) } as unknown as ServerResponse;
    return { req, res, sent };
  };

  it('writes the id over the request header, echoes it, and is the current id inside', () => {
    const { req, res, sent } = exchange({ 'x-request-id': 'client-picked' });
    const inside = withRequestId(req, res, 0, () => currentRequestId());
    expect(inside).toMatch(UUID);
    expect(req.headers['x-request-id']).toBe(inside);
    expect(sent['x-request-id']).toBe(inside);
    expect(sent['server-timing']).toBe(`rid;desc="${inside}"`);
    expect(currentRequestId()).toBeUndefined();
  });

  it('keeps the id of a trusted proxy through async work', async () => {
    const { req, res } = exchange({ 'x-request-id': 'nginx-42' });
    const inside = await withRequestId(req, res, 1, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(inside).toBe('nginx-42');
  });

  it('a kept page is replayed without the first request’s id', () => {
    expect(withoutRequestHeaders({ 'x-request-id': 'a', 'server-timing': 'rid;desc="a"', etag: 'W/"1"' })).toEqual({
      etag: 'W/"1"',
    });
  });
});
