import type { SelfServiceFindBody, SelfServiceTrip } from '@/lib/contract/self-service';
import { postOperation } from './operation';

/**
 * The self-service hall (/ancillary/selfService; app/api/self-service; decision 31; spec §2, §5 Services, §8;
 * decision 31). The browser sends the number as typed (an order or an e-ticket) and, for a visitor, a passenger's
 * name and the contact phone; the answer is the trip with each passenger's services and why each closed one is
 * closed. A refused form answers BAD_REQUEST with `fieldErrors` (field → SelfService.errors key); a trip not opened
 * to this caller answers NOT_FOUND, whether it exists or not. A visitor's found order is remembered in the visitor
 * order seal, so the service pages open it afterwards.
 */
export const trip = postOperation<SelfServiceFindBody, SelfServiceTrip>('/api/self-service/trip');
