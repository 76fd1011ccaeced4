import { postOperation } from './operation';

/** The complaint and suggestion form (spec §3); the rules are lib/domain/content-complaint's. */
export type ComplaintRequest = {
  name: string;
  certificateNumber: string;
  phone: string;
  type: string;
  content: string;
  captchaToken?: string | null;
};
export const submitComplaint = postOperation<ComplaintRequest, { complaintId: string }>('/api/content/complaint');
