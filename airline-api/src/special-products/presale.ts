import { eq } from 'drizzle-orm';
import { OrderStatus, ResultCode, type Presale } from '@/lib/contract';
import { INSTALLMENT_INTEREST_FREE_DAYS, installmentPlan } from '@/lib/domain/special-product-rules';
import type { Db } from '../db/client';
import { bookingOrder, payment } from '../db/schema';
import { ApiError } from '../errors';
import type { specialProduct } from '../db/schema';

/**
 * Presale (spec §3 deposit and final payment; §4 order statuses 9 → 7 → 2 → 5; §9 installments; decision 67
 * Presale). An order of a presale product asks for its deposit first (status 9, prepayment pending, for the
 * product's hold); the deposit paid, it asks for the balance (status 7, deposit paid) until the balance deadline
 * (the deposit's payment + the product's `balanceHours`); the balance paid, it is paid (2) and the ticketing worker
 * makes its cards usable (5) as for any product order. At the deadline unpaid, the existing expiry closes it (3,
 * EXPIRED) and gives its units back, and nothing is refunded: the deposit is kept.
 *
 * The generic payment code stays generic: 9 and 7 are payable statuses (booking/lifecycle.ts PAYABLE), the amount
 * due is the order's `payAmount`/`amountFen` (this module moves them from phase to phase), the deadline its
 * `paymentDeadline`; `markPaid` asks `presaleStep` what a payment of a presale order changes. The phases live in
 * the order's price record (`presale`), beside the product it bought.
 */

/** Statuses in which a presale order is paid: its deposit due, its balance due. */
export const PRESALE_PAYABLE = [OrderStatus.PREPAYMENT_PENDING, OrderStatus.DEPOSIT_PAID];

/** What a presale order keeps of its phases in its price record (fen per beneficiary; instants ISO). */
export type PresaleRecord = {
  depositFen: number;
  balanceFen: number;
  count: number;
  balanceHours: number;
  installments: boolean;
  depositPaidAt: string | null;
  /** The deposit's payment: a failed ticketing gives it back with the balance's (booking/ticketing.ts). */
  depositPaymentId?: string | null;
  balanceDeadline: string | null;
  balancePaidAt: string | null;
  /** The latest installment link (decision 77; installments.ts); absent before any. */
  installmentLink?: InstallmentLink | null;
  /** The balance's payment when it was paid by installments through the link. */
  installmentPaymentId?: string | null;
};

/** An installment link as the order keeps it: its code's SHA-256 (hex), the first and latest sending, the window. */
export type InstallmentLink = { codeHash: string; firstSentAt: string; sentAt: string; until: string };

/** The billing a payment of the balance by installments carries: the periods, interest-free, and the window. */
export type InstallmentBilling = { installments: { periods: number; interestFree: true; until: string } };

export const isInstallmentBilling = (billing: unknown): billing is InstallmentBilling =>
  typeof billing === 'object' && billing !== null && 'installments' in billing;

type ProductRow = typeof specialProduct.$inferSelect;
type OrderRow = typeof bookingOrder.$inferSelect;

/**
 * A new presale order's phases, for `count` beneficiaries; null for another kind. A presale product without a
 * deposit or a balance window cannot be sold (`PRESALE_TYPE_UNSUPPORTED`).
 */
export function presaleRecord(p: ProductRow, count: number): PresaleRecord | null {
  if (p.kind !== 'PRESALE') return null;
  if (p.depositFen === null || p.balanceHours === null || p.depositFen > p.priceFen)
    throw new ApiError(ResultCode.PRESALE_TYPE_UNSUPPORTED);
  return {
    depositFen: p.depositFen,
    balanceFen: p.priceFen - p.depositFen,
    count,
    balanceHours: p.balanceHours,
    installments: p.installments,
    depositPaidAt: null,
    balanceDeadline: null,
    balancePaidAt: null,
  };
}

/** The presale record of an order; null for another kind. */
export const presaleRecordOf = (o: Pick<OrderRow, 'priceFen'>) =>
  (o.priceFen as { presale?: PresaleRecord }).presale ?? null;

/** Whether the order's amount due is a presale phase's (its deposit or balance), not its price. */
export const presaleDue = (o: OrderRow) =>
  (PRESALE_PAYABLE as number[]).includes(o.status) && presaleRecordOf(o) !== null;

/** The phases as the product order shows them; null for an order of another kind. */
export function presaleView(o: Pick<OrderRow, 'priceFen'>): Presale | null {
  const r = presaleRecordOf(o);
  if (!r) return null;
  const balanceFen = r.balanceFen * r.count;
  return {
    depositFen: r.depositFen * r.count,
    balanceFen,
    depositPaidAt: r.depositPaidAt,
    balanceDeadline: r.balanceDeadline,
    balancePaidAt: r.balancePaidAt,
    balanceHours: r.balanceHours,
    installments: r.installments
      ? {
          amountsFen: installmentPlan(balanceFen),
          interestFreeDays: INSTALLMENT_INTEREST_FREE_DAYS,
          interestFreeUntil: r.installmentLink?.until ?? null,
          linkSentAt: r.installmentLink?.sentAt ?? null,
          paidByInstallments: !!r.installmentPaymentId,
        }
      : null,
  };
}

/**
 * The payments a presale order asks, whatever its phase now: its deposit, then its balance (totals, fen); null for
 * any other order. The sandbox ledger checks its payments against them (a presale is paid twice, by design).
 */
export function presalePayments(o: Pick<OrderRow, 'priceFen'>): number[] | null {
  const r = presaleRecordOf(o);
  return r ? [r.depositFen * r.count, r.balanceFen * r.count] : null;
}

/**
 * The payments applied to an order, earliest first: a presale's deposit, then the order's payment (its balance, or
 * any other order's one payment). What a failed ticketing gives back.
 */
export function appliedPaymentIds(o: Pick<OrderRow, 'priceFen' | 'paymentId'>): string[] {
  const deposit = presaleRecordOf(o)?.depositPaymentId;
  return [...new Set([deposit, o.paymentId].filter((id): id is string => !!id))];
}

/** A presale whose deposit alone is paid: its balance is due (7), or it expired and kept the deposit (3). */
export const depositOnlyOutcome = (o: Pick<OrderRow, 'status' | 'cancelReason'>) =>
  o.status === OrderStatus.DEPOSIT_PAID || (o.status === OrderStatus.CANCELLED && o.cancelReason === 'EXPIRED');

/** What `markPaid` writes for a payment of a presale order, from which status, and whether ticketing follows. */
export type PresaleStep = {
  from: number;
  set: Partial<typeof bookingOrder.$inferInsert>;
  ticketing: boolean;
};

/**
 * A payment of a presale order (called by booking/lifecycle.ts markPaid, in its transaction): null for any other
 * order, 'REFUSED' when the payment is not of the amount due now (a payment applied for the deposit completing
 * after the deposit was paid another way), else the step. The deposit moves the order to 7 with the balance due by
 * the deadline and queues no ticketing; the balance makes the order paid at its whole price.
 */
export async function presaleStep(
  tx: Db,
  orderNo: string,
  paymentId: string,
  nowMs: number,
): Promise<PresaleStep | 'REFUSED' | null> {
  const [o] = await tx.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  const r = o && presaleRecordOf(o);
  if (!o || !r || !presaleDue(o)) return null;
  const [paid] = await tx
    .select({ amount: payment.amount, billing: payment.billing })
    .from(payment)
    .where(eq(payment.id, paymentId));
  if (!paid || paid.amount !== o.payAmount) return 'REFUSED';
  const at = new Date(nowMs).toISOString();
  if (o.status === OrderStatus.PREPAYMENT_PENDING) {
    const deadline = new Date(nowMs + r.balanceHours * 3_600_000);
    const balance = r.balanceFen * r.count;
    const record = { ...r, depositPaidAt: at, depositPaymentId: paymentId, balanceDeadline: deadline.toISOString() };
    return {
      from: o.status,
      set: {
        status: OrderStatus.DEPOSIT_PAID,
        paidAt: null,
        ticketing: 'NOT_STARTED',
        paymentDeadline: deadline,
        payAmount: balance,
        amountFen: balance,
        priceFen: { ...(o.priceFen as object), presale: record },
      },
      ticketing: false,
    };
  }
  const whole = (r.depositFen + r.balanceFen) * r.count;
  return {
    from: o.status,
    set: {
      payAmount: whole,
      amountFen: whole,
      priceFen: {
        ...(o.priceFen as object),
        presale: {
          ...r,
          balancePaidAt: at,
          installmentPaymentId: isInstallmentBilling(paid.billing) ? paymentId : null,
        },
      },
    },
    ticketing: true,
  };
}
