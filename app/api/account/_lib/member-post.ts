import 'server-only';
import type { z } from 'zod';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffFrom, withBffErrors } from '@/lib/bff-server/respond';
import { fieldErrorsOf } from '@/lib/schemas/account';
import { memberOrError } from '@/lib/session';
import type { UpstreamContext } from '@/lib/upstream/context';
import type { UpstreamResult } from '@/lib/upstream/result';
import { dropSessionIfRefused, fieldErrorsResponse, jsonBody, openPost } from './guard';

/** A security-centre change: origin, maintenance, member, body, call; a refused token ends the session. */
export function memberPost<S extends z.ZodType, T>(
  schema: S,
  call: (context: UpstreamContext, body: z.output<S>) => Promise<UpstreamResult<T>>,
) {
  return withBffErrors(async (request: Request) => {
    const open = await openPost(request);
    if (open instanceof Response) return open;
    const { locale } = open;
    const session = await memberOrError(locale);
    if (session instanceof Response) return session;
    const raw = await jsonBody(request);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return fieldErrorsResponse(fieldErrorsOf(parsed.error, raw), locale);
    const result = await call(await upstreamContextFor(locale), parsed.data);
    await dropSessionIfRefused(result);
    return bffFrom(result, locale);
  });
}
