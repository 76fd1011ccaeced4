'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as serviceRequests from '@/lib/bff-client/service-requests';
import type { ServiceRequest, ServiceRequestKind } from '@/lib/contract/service-requests';
import {
  ERROR_KEYS,
  FIELD_ORDER,
  emptyValues,
  type ServiceRequestChoice,
  type ServiceRequestValues,
} from './service-request-values';

type Options = {
  kind: ServiceRequestKind;
  orderNo: string;
  form: UseFormReturn<ServiceRequestValues, unknown, ServiceRequestChoice>;
  /** The request as airline-api made it. */
  onMade: (request: ServiceRequest) => void;
};

const KNOWN = new Set<string>(ERROR_KEYS);

/**
 * Sends a checked request. Made: the form is emptied and says the result comes by SMS. Refused field by field
 * (the BFF's or airline-api's fieldErrors): beside the fields, the first of them focused; otherwise the answer's
 * message on the form's line. A refusal keeps everything typed.
 */
export function useServiceRequestSubmit({ kind, orderNo, form, onMade }: Options) {
  const t = useTranslations('ServiceRequest');
  const [formError, setFormError] = useState('');
  const [done, setDone] = useState('');

  async function submit(choice: ServiceRequestChoice) {
    setFormError('');
    setDone('');
    const result = await serviceRequests.submit.call({ orderNo, ...choice }, { quiet: true });
    if (result.ok) {
      form.reset(emptyValues(choice.segmentIndex, ''));
      setDone(t(`submitted.${kind}`));
      onMade(result.data);
      return;
    }
    const refused = FIELD_ORDER[kind].filter((field) => KNOWN.has(result.fieldErrors?.[field] ?? ''));
    if (refused.length === 0) return setFormError(result.msg);
    for (const field of refused) form.setError(field, { type: 'server', message: result.fieldErrors![field] });
    form.setFocus(refused[0]!);
  }

  /** A refused submit takes the last outcome away; a change, the last confirmation. */
  function clearOutcome() {
    setFormError('');
    setDone('');
  }
  const clearDone = useCallback(() => setDone(''), []);

  return { submit, formError, done, clearDone, clearOutcome };
}
