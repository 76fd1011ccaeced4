import 'server-only';
import { z } from 'zod';
import { parseYuan, amountBoundIssue } from '@/lib/domain/wallet-amount';
import type { FieldErrors } from '@/lib/schemas/field-errors';

/** A top-up's or a withdrawal's body as the form sends it: the card chosen (maybe none) and the amount as typed. */
export const TransferInput = z.object({ cardId: z.string().max(64), amount: z.string().max(32) });

/**
 * Spec §5 beside the fields: 'please select the receiving bank card', the amount required, at most two decimals,
 * correct; a top-up within its bound. A withdrawal's balance is airline-api's to judge (it may have moved).
 */
export function transferIssues(
  kind: 'TOPUP' | 'WITHDRAWAL',
  input: z.infer<typeof TransferInput>,
): { ok: true; cardId: string; amount: number } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (input.cardId === '') errors.cardId = 'cardRequired';
  const parsed = parseYuan(input.amount);
  if (!parsed.ok) errors.amount = parsed.issue;
  else if (kind === 'TOPUP') {
    const bound = amountBoundIssue('TOPUP', parsed.fen, 0);
    if (bound) errors.amount = bound;
  }
  if (Object.keys(errors).length > 0 || !parsed.ok) return { ok: false, errors };
  return { ok: true, cardId: input.cardId, amount: parsed.fen };
}
