import { ResultCode } from '@/lib/contract';
import type { CodeDelivery, DeliveryChannel } from '../account/code-delivery';
import { ApiError } from '../errors';
import type { OutsideSystems } from '../services';

/** One port over a gateway per channel: each message goes to its channel's gateway. */
export function byChannel(routes: Partial<Record<DeliveryChannel, CodeDelivery>>): CodeDelivery {
  return {
    channels: (['SMS', 'EMAIL'] as const).filter((c) => routes[c]),
    deliver: async (db, message) => {
      const gateway = routes[message.channel];
      // Callers ask gatewayFor first; this is the guard should one not.
      if (!gateway) throw new ApiError(ResultCode.SMS_SEND_FAILED, `no ${message.channel} gateway`);
      await gateway.deliver(db, message);
    },
  };
}

/**
 * The real gateway, then a copy: the copy is written only once the message went out, and in the caller's
 * transaction, so a failed send leaves no copy claiming it was sent.
 */
export function copiedTo(gateway: CodeDelivery, copy: CodeDelivery): CodeDelivery {
  return {
    channels: gateway.channels,
    deliver: async (db, message) => {
      await gateway.deliver(db, message);
      await copy.deliver(db, message);
    },
  };
}

/**
 * The outside systems with e-mail by SMTP when there is an SMTP gateway: e-mail goes out by SMTP, and with the
 * sandbox it is still copied to the outbox (testers and the e2e suite read codes there); SMS stays with the
 * sandbox's outbox, its only provider. Without an SMTP gateway, the systems as they were.
 */
export function withMail(outside: OutsideSystems, smtp: CodeDelivery | undefined): OutsideSystems {
  if (!smtp) return outside;
  const sandbox = outside.codeDelivery;
  return {
    ...outside,
    codeDelivery: byChannel({ SMS: sandbox, EMAIL: sandbox ? copiedTo(smtp, sandbox) : smtp }),
  };
}
