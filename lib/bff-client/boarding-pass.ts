import type {
  BoardingPassEmailData,
  BoardingPassEmailForm,
  BoardingPassesData,
  BoardingPassQuery,
} from '@/lib/contract';
import { getOperation, navigation, postOperation } from './operation';

/**
 * The boarding pass (/checkin/printBoardingPass/{type}, app/api/boarding-pass): one segment's passes for the
 * member of the session, or for a visitor by the proof the check-in seal holds (never sent by the browser).
 * The page reads the passes on the server; the browser downloads the PDF by a link and mails it by a call.
 */

/** The segment's passes as data (JSON). */
export const passes = getOperation<BoardingPassQuery, BoardingPassesData>('/api/boarding-pass');

/** The segment's passes as one PDF, a page per pass: the URL of a download link, not a call. */
export const passesPdf = navigation<BoardingPassQuery>('/api/boarding-pass/pdf');

/** Mails the PDF to the address typed, or to the member's bound e-mail. */
export const emailPasses = postOperation<BoardingPassEmailForm, BoardingPassEmailData>('/api/boarding-pass/email');
