import 'server-only';
import { cookies } from 'next/headers';
import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { env } from '@/lib/env';
import { sealValue, unsealValue } from '@/lib/session-seal';
import { authCookieBase } from '@/lib/session';
import type { VisitorProof } from '@/lib/upstream/orders';

/**
 * The orders a visitor's browser created or looked up (decision 6). airline-api
 * shows a visitor's order only against its passenger name and contact phone, so the seal keeps that proof
 * for each order number; it is HttpOnly and sealed, so the browser can neither read nor forge it.
 */
export const VISITOR_ORDERS_COOKIE = 'sf_orders';
/** Long enough for the 30-minute payment window and the ticketing after it; the lookup renews it. */
export const VISITOR_ORDERS_TTL_S = 2 * 60 * 60;
/** The most recent orders kept; older ones fall out (the seal must stay well under 4 kB). */
const MAX_ORDERS = 5;

const ProofSchema = z.object({
  orderNo: z.string().max(30),
  passengerName: z.string().max(81),
  mobile: z.string().max(15),
});
const ListSchema = z.object({ orders: z.array(ProofSchema).max(MAX_ORDERS) });

async function readList(): Promise<VisitorProof[]> {
  const seal = (await cookies()).get(VISITOR_ORDERS_COOKIE)?.value;
  return (await unsealValue(ListSchema, seal, env().SESSION_SECRET))?.orders ?? [];
}

/** The proof this browser holds for an order, or null. */
export async function visitorProofFor(orderNo: string): Promise<VisitorProof | null> {
  return (await readList()).find((p) => p.orderNo === orderNo) ?? null;
}

/**
 * Route handlers only: adds (or refreshes) an order this browser may see. The reserve route calls it
 * with the first passenger's name (Chinese, or SURNAME/GIVEN) and the contact mobile of the booking.
 */
export async function rememberOrderForVisitor(response: NextResponse, proof: VisitorProof): Promise<void> {
  const others = (await readList()).filter((p) => p.orderNo !== proof.orderNo);
  const orders = [proof, ...others].slice(0, MAX_ORDERS);
  const seal = await sealValue({ orders }, env().SESSION_SECRET, VISITOR_ORDERS_TTL_S);
  response.cookies.set(VISITOR_ORDERS_COOKIE, seal, { ...(await authCookieBase()), maxAge: VISITOR_ORDERS_TTL_S });
}
