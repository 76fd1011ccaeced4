import 'server-only';
import { cookies } from 'next/headers';
import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { CheckInVisitorProofSchema, type CheckInVisitorProof } from '@/lib/contract';
import { env } from '@/lib/env';
import { sealValue, unsealValue } from '@/lib/session-seal';
import { authCookieBase } from '@/lib/session';

/**
 * The trips a visitor found for check-in (decision 21). airline-api shows a visitor's trip only against a
 * proof (ticket number and name, or document number and name), asked again on every call; the seal keeps
 * that proof per order number, HttpOnly and sealed, so the check-in, boarding pass and cancel pages of the
 * same browser can use it and nothing else can read or forge it. Like the visitor orders seal (decision 6).
 */
export const CHECK_IN_PROOF_COOKIE = 'sf_checkin';
/** A day: long enough to check in, come back for the pass and cancel, on the day of travel. */
export const CHECK_IN_PROOF_TTL_S = 24 * 60 * 60;
const MAX_TRIPS = 5;

const EntrySchema = z.object({ orderNo: z.string().max(30), proof: CheckInVisitorProofSchema });
const ListSchema = z.object({ trips: z.array(EntrySchema).max(MAX_TRIPS) });
type Entry = z.infer<typeof EntrySchema>;

async function readList(): Promise<Entry[]> {
  const seal = (await cookies()).get(CHECK_IN_PROOF_COOKIE)?.value;
  return (await unsealValue(ListSchema, seal, env().SESSION_SECRET))?.trips ?? [];
}

/** The proof this browser holds for an order's check-in, or null. */
export async function checkInProofFor(orderNo: string): Promise<CheckInVisitorProof | null> {
  return (await readList()).find((t) => t.orderNo === orderNo)?.proof ?? null;
}

/** Route handlers only: keeps (or refreshes) the proof of a trip this browser found. */
export async function rememberCheckInProof(
  response: NextResponse,
  orderNo: string,
  proof: CheckInVisitorProof,
): Promise<void> {
  const others = (await readList()).filter((t) => t.orderNo !== orderNo);
  const trips = [{ orderNo, proof }, ...others].slice(0, MAX_TRIPS);
  const seal = await sealValue({ trips }, env().SESSION_SECRET, CHECK_IN_PROOF_TTL_S);
  response.cookies.set(CHECK_IN_PROOF_COOKIE, seal, { ...(await authCookieBase()), maxAge: CHECK_IN_PROOF_TTL_S });
}
