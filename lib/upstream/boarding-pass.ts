import 'server-only';
import {
  BoardingPassEmailDataSchema,
  BoardingPassesDataSchema,
  BoardingPassPdfDataSchema,
  UpstreamPath,
  type BoardingPassBody,
  type BoardingPassEmailBody,
} from '@/lib/contract';
import { checkInProofFor } from '@/lib/bff-server/check-in-proof';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * The boarding pass (spec §2 /checkin/printBoardingPass/{type}; decision 20): one segment's passes as data,
 * as a PDF and by e-mail. Scoped like check-in (decision 21): the member by the context's token, or a
 * visitor by the proof this browser's check-in seal holds for the order (lib/bff-server/check-in-proof.ts).
 */

/** Drawing a PDF of up to nine passes takes longer than a read. */
const PDF_TIMEOUT_MS = 20_000;

/**
 * Which segment to ask about, and how this request may see it: the visitor's proof from the seal (never from
 * the query or the body), else the member of the session. Null when the request has neither: no pass to show.
 */
export async function boardingPassRequest(
  context: UpstreamContext,
  orderNo: string,
  segmentIndex: number,
): Promise<BoardingPassBody | null> {
  const proof = await checkInProofFor(orderNo);
  if (proof) return { orderNo, segmentIndex, visitor: proof };
  return context.token ? { orderNo, segmentIndex } : null;
}

export function boardingPasses(context: UpstreamContext, body: BoardingPassBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.boardingPasses,
    body,
    data: BoardingPassesDataSchema,
    context,
  });
}

export function boardingPassPdf(context: UpstreamContext, body: BoardingPassBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.boardingPassPdf,
    body,
    data: BoardingPassPdfDataSchema,
    context,
    timeoutMs: PDF_TIMEOUT_MS,
  });
}

export function emailBoardingPasses(context: UpstreamContext, body: BoardingPassEmailBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.boardingPassEmail,
    body,
    data: BoardingPassEmailDataSchema,
    context,
    timeoutMs: PDF_TIMEOUT_MS,
  });
}
