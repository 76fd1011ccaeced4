import { z } from 'zod';

/** The complaint form's body as the BFF takes it: strings of bounded length; the rules are lib/domain's. */
export const ComplaintRequestSchema = z.object({
  name: z.string().max(100),
  certificateNumber: z.string().max(100),
  phone: z.string().max(40),
  type: z.string().max(20),
  content: z.string().max(2000),
  captchaToken: z.string().max(128).nullable().optional(),
});
