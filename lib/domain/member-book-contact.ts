import { validateEmail } from './account-rules';
import { phone, required, type Issues } from './member-book-fields';

/**
 * Contacts of the member's address book (spec §2 /member/contacts; §3 Contact: name, area code, mobile, e-mail,
 * default flag).
 */

export const CONTACT_NAME_MAX = 40;
export type ContactEntry = { name: string; areaCode: string; mobile: string; email: string };
export type ContactField = keyof ContactEntry;

/** Name required (at most 40), a valid phone for its area code, and an e-mail that is valid when given. */
export function validateContactEntry(c: ContactEntry): Issues<ContactField> {
  const issues: Record<string, string> = {};
  required(issues, 'name', c.name, CONTACT_NAME_MAX);
  phone(issues, c.areaCode, c.mobile, 'mobile');
  if (c.email.trim()) {
    const email = validateEmail(c.email.trim());
    if (email) issues.email = email;
  }
  return issues;
}
