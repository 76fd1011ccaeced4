import type { Instrumentation } from 'next';

/**
 * A page or route that failed while rendering, logged once as a structured line that names the request (its id
 * from the web server, decision 58) and the error's digest, the two references its error page can show. The route's
 * pattern is logged, not the path: a path may carry a query, which never reaches a log.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('@/lib/logger');
  const header = request.headers['x-request-id'];
  logger.error(
    {
      err: error,
      digest: (error as { digest?: unknown } | null)?.digest,
      requestId: Array.isArray(header) ? header[0] : header,
      route: context.routePath,
      routeType: context.routeType,
    },
    'request failed',
  );
};
