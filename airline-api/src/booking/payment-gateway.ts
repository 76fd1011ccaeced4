/**
 * The payment gateway customers are sent to. airline-api has no real one: the sandbox plugs in its pay page,
 * and without the sandbox there is none, so applying for a payment answers that the gateway is unavailable.
 */
export type PaymentGateway = {
  /** Path (on airline-api's public URL) of the page where the customer pays a pending payment. */
  pagePath: (paymentId: string) => string;
};
