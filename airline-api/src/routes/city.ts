import type { FastifyInstance } from 'fastify';
import { UpstreamPath } from '@/lib/contract';
import { languageOf } from '../http';
import { messageOf } from '../errors';
import type { Services } from '../services';

/**
 * The city dictionary is addressed by version (a hash of its content): the version file is cached
 * briefly, the dictionary for the current version forever.
 */
export function registerCityRoutes(app: FastifyInstance, s: Services): void {
  const { dictionaryVersion: version, dictionaryJson } = s.network;
  const ok = (lang: 'zh_CN' | 'en_US') => JSON.stringify(messageOf('0', lang));
  const body = (lang: 'zh_CN' | 'en_US') =>
    `{"code":"0","msg":${ok(lang)},"data":{"version":${JSON.stringify(version)},"cities":${dictionaryJson}}}`;
  const bodies = { zh_CN: body('zh_CN'), en_US: body('en_US') };

  app.get(UpstreamPath.cityVersion, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return reply.send({ code: '0', msg: messageOf('0', languageOf(req)), data: { version } });
  });

  app.get(UpstreamPath.cityDictionary, async (req, reply) => {
    const v = (req.query as { v?: string }).v;
    const etag = `"${version}"`;
    reply
      .header('etag', etag)
      .header('vary', 'x-language')
      .header('cache-control', v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=60');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(bodies[languageOf(req)]);
  });
}
