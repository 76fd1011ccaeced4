import 'server-only';
import type { AntiFraudExtra } from './context';

/**
 * Spec §7: the anti-fraud header carries the phone and e-mail of the call. Account calls name them in
 * their body, before any session exists, so they travel as per-call extras (the client spreads extras
 * over the header's fields).
 */
export type MemberAntiFraud = AntiFraudExtra & { phone?: string; email?: string };

type Contact = { cellphoneCode?: string; cellphone?: string; email?: string; account?: string };

export function contactOf(body: Contact): MemberAntiFraud {
  const account = body.account?.includes('@') ? { email: body.account } : { phone: body.account };
  const phone = body.cellphone ? `${body.cellphoneCode ?? '86'}-${body.cellphone}` : account.phone;
  const email = body.email ?? account.email;
  return { ...(phone ? { phone } : {}), ...(email ? { email } : {}) };
}
