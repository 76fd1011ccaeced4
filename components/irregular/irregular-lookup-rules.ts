/** A visitor's proof of an order on /ancillary/abnormalEntry, sent as typed. */
export type IrregularLookupValues = { orderNo: string; passengerName: string; mobile: string };

/**
 * The lookup's own checks (Irregular.* message keys): an order number and a name are present, the phone has 5 to 15
 * digits (as the booking's contact phone). airline-api checks the rest.
 */
export function irregularLookupIssues(
  values: IrregularLookupValues,
): Partial<Record<keyof IrregularLookupValues, string>> {
  return {
    orderNo: values.orderNo.trim() ? undefined : 'orderNoRequired',
    passengerName: values.passengerName.trim() ? undefined : 'nameRequired',
    mobile: /^\d{5,15}$/.test(values.mobile.trim()) ? undefined : 'mobileInvalid',
  };
}
