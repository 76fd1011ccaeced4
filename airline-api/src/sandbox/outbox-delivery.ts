import type { CodeDelivery } from '../account/code-delivery';
import { outboxMessage } from '../db/schema';

/**
 * The sandbox's SMS and e-mail gateway: messages land in the outbox, where tests and testers read the codes. It
 * is the only SMS provider there is; with SMTP_URL, e-mail also goes out by SMTP and the outbox keeps a copy.
 */
export const outboxDelivery: CodeDelivery = {
  channels: ['SMS', 'EMAIL'],
  deliver: async (db, { attachment, ...message }) => {
    await db.insert(outboxMessage).values({
      ...message,
      ...(attachment
        ? { attachmentName: attachment.name, attachmentType: attachment.type, attachment: attachment.bytes }
        : {}),
    });
  },
};
