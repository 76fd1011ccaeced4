import type {
  ServiceRequest,
  ServiceRequestListData,
  ServiceRequestOptionsData,
} from '@/lib/contract/service-requests';
import type {
  ServiceRequestCancelRequest,
  ServiceRequestOrderQuery,
  ServiceRequestSubmitRequest,
} from '@/lib/schemas/service-requests';
import { getOperation, postOperation } from './operation';

/**
 * Special services on an existing order: wheelchairs and special baggage (/ancillary/specialService,
 * /ancillary/specialBag and the order pages; app/api/service-requests; decision 28; decision 29). The browser
 * names the order; it never sends a visitor's proof: the BFF adds the member's token, or the proof the visitor order
 * seal holds for this order. A refused request answers SERVICE_REQUEST_INVALID (or BAD_REQUEST from the BFF's own
 * check) with `fieldErrors` (field → ServiceRequest.errors key).
 */

/** Who may ask for what on each segment (the pages read it on the server; the browser again after a submission). */
export const options = getOperation<ServiceRequestOrderQuery, ServiceRequestOptionsData>(
  '/api/service-requests/options',
);
/** One passenger's wheelchair or special baggage on one flight. */
export const submit = postOperation<ServiceRequestSubmitRequest, ServiceRequest>('/api/service-requests/submit');
/** The order's requests with their statuses, newest first. */
export const list = getOperation<ServiceRequestOrderQuery, ServiceRequestListData>('/api/service-requests/list');
/** A request withdrawn. */
export const cancel = postOperation<ServiceRequestCancelRequest, ServiceRequest>('/api/service-requests/cancel');
