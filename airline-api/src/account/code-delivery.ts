import { ResultCode } from '@/lib/contract';
import type { Db } from '../db/client';
import { ApiError } from '../errors';

export type DeliveryChannel = 'SMS' | 'EMAIL';

export type CodeMessage = {
  channel: DeliveryChannel;
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
 * its outbox, SMTP_URL an e-mail server (src/mail); without either there is no gateway here, so a send fails.
 * `channels` says which of SMS and e-mail it carries. `db` is the send's transaction: a send that fails
 * afterwards delivers nothing.
 */
export type CodeDelivery = {
  channels: readonly DeliveryChannel[];
  deliver: (db: Db, message: CodeMessage) => Promise<void>;
};

/** The gateway of one channel, or undefined where none carries it (as without any gateway). */
export function gatewayFor(
  s: { codeDelivery: CodeDelivery | undefined },
  channel: DeliveryChannel,
): CodeDelivery | undefined {
  return s.codeDelivery?.channels.includes(channel) ? s.codeDelivery : undefined;
}

/**
 * A gateway that could not take a message now (the mail server down or refusing): a direct send answers it as
 * the "could not send" failure it is; a queued notice stays queued and is tried again later.
 */
export class DeliveryFailed extends ApiError {
  constructor(detail: string) {
    super(ResultCode.SMS_SEND_FAILED, detail);
    this.name = 'DeliveryFailed';
  }
}
