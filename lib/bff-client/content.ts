import type { z } from 'zod';
import type { ComplaintRequestSchema } from '@/lib/schemas/complaint';
import { postOperation } from './operation';

/** The complaint and suggestion form (spec §3); the rules are lib/domain/content-complaint's. */
export const submitComplaint = postOperation<z.input<typeof ComplaintRequestSchema>, { complaintId: string }>(
  '/api/content/complaint',
);
