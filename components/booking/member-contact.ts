import type { Me } from '@/lib/bff-client/account';
import type { ContactDraft } from './draft-store';

/**
 * The contact a logged-in member starts from: their name, bound phone and e-mail (spec §3 member base info), only
 * where the traveller has typed nothing into the contact yet (a draft brought back keeps what it holds), and
 * nothing the account does not have. `null` when there is nothing to fill.
 */
export function memberContact(me: Pick<Me, 'memberBaseInfo'>, current: ContactDraft): ContactDraft | null {
  const untouched = !current.name.trim() && !current.mobile.trim() && !current.email.trim();
  if (!untouched) return null;
  const info = me.memberBaseInfo;
  const next: ContactDraft = {
    name: info.name?.trim() ?? '',
    areaCode: info.cellphone ? (info.cellphoneCode ?? current.areaCode).replace(/^\+/, '') : current.areaCode,
    mobile: info.cellphone ?? '',
    email: info.email ?? '',
  };
  return next.name || next.mobile || next.email ? next : null;
}
