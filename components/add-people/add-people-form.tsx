'use client';

import { useState } from 'react';
import { AddPeopleFormBody, type AddPeopleFormBodyProps } from './add-people-form-body';
import { AddPeopleOutcomeView, type AddPeopleOutcome } from './add-people-outcome';

export type { CertificateLists } from './add-people-form-body';
export type { CertificateOption, NationalityOption } from './new-passenger-fields';

type Props = Omit<AddPeopleFormBodyProps, 'onOutcome'> & {
  /** The original order's page (the way back once done). */
  orderHref: string;
};

/**
 * Adding a child or an infant to a ticketed order (/addpeople/airandpeople/{child|baby}/{orderNo}, /ancillary/child,
 * /ancillary/baby; decision 25; spec §4 order type 5, §5, §8, §9; decision 25): the adult the new passenger travels
 * with (those who may not, disabled with why), the new passenger checked with the booking's rules against that
 * adult's flights, and the price per flight. Confirm sends the total shown and the id of this form state (the BFF's
 * idempotency key; the same form sent again after an unknown outcome is the same attempt). A positive total goes to
 * the booking's payment page for the NEW order (decision 49), which ends on /result; nothing to pay says it is
 * done. A changed price is asked again and said; refusals are said in their own words, field errors beside the
 * fields; what was typed stays.
 */
export function AddPeopleForm({ orderHref, ...props }: Props) {
  const [outcome, setOutcome] = useState<AddPeopleOutcome | null>(null);
  if (outcome) return <AddPeopleOutcomeView outcome={outcome} orderHref={orderHref} />;
  return <AddPeopleFormBody {...props} onOutcome={setOutcome} />;
}
