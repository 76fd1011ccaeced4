import { z } from 'zod';
import { ServiceRequestInputSchema } from '@/lib/contract';
import { OrderNoSchema } from './order';

/**
 * Bodies and queries of the special-service BFF routes (app/api/service-requests; decision 28; decision 29). The
 * browser names the order, the segment, the passenger and what is asked; never a visitor's proof (the BFF takes it
 * from the visitor order seal) nor a language (the request's).
 */

export const ServiceRequestOrderQuerySchema = z.object({ orderNo: OrderNoSchema });
export type ServiceRequestOrderQuery = z.input<typeof ServiceRequestOrderQuerySchema>;

export const ServiceRequestSubmitRequestSchema = z.object({
  orderNo: OrderNoSchema,
  segmentIndex: z.number().int().min(0).max(3),
  passengerId: z.string().min(1).max(64),
  request: ServiceRequestInputSchema,
});
export type ServiceRequestSubmitRequest = z.input<typeof ServiceRequestSubmitRequestSchema>;

export const ServiceRequestCancelRequestSchema = z.object({
  orderNo: OrderNoSchema,
  requestNo: z.string().regex(/^SR\d{16}$/),
});
export type ServiceRequestCancelRequest = z.input<typeof ServiceRequestCancelRequestSchema>;
