import type { Db } from '../db/client';

export type CodeMessage = {
  channel: 'SMS' | 'EMAIL';
  /** '86-13800138000' or a lower-case e-mail. */
  to: string;
  /** A verification event, or a notice's kind (PHONE_CHANGED, EMAIL_CHANGED). */
  event: string;
  /** The plain code; '' for a notice, which carries none. */
  code: string;
  text: string;
  sentAt: Date;
  /** An e-mail's one attachment (a boarding pass PDF). */
  attachment?: { name: string; type: string; bytes: Buffer };
};

/**
 * The SMS and e-mail gateway verification codes and account notices go out through. The sandbox plugs in
 * its outbox; without the sandbox there is no gateway here, so a send fails. `db` is the send's
 * transaction: a send that fails afterwards delivers nothing.
 */
export type CodeDelivery = {
  deliver: (db: Db, message: CodeMessage) => Promise<void>;
};
