'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import { applyFieldErrors } from './server-field-errors';

/**
 * The submit of a lookup form (a ticket, a certificate): what was found, or why not. A refusal of a field goes
 * beside the field (the server's `fieldErrors` under `fields`); any other refusal is `failure`, the form keeping
 * everything typed. Each submit starts clean, and so does one the form's own checks stop (`invalid`, handleSubmit's
 * second argument): a result never stays beside input it was not found for.
 */
export function useLookupSubmit<V extends FieldValues, Sent, Found>(
  send: (values: Sent) => Promise<BffResult<Found>>,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
  failedText: string,
) {
  const [result, setResult] = useState<Found | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(values: Sent) {
    setFailure(null);
    setResult(null);
    const answer = await send(values);
    if (answer.ok) return setResult(answer.data);
    if (!applyFieldErrors(answer.fieldErrors, fields, setError)) setFailure(answer.msg || failedText);
  }
  function invalid() {
    setFailure(null);
    setResult(null);
  }
  return { result, failure, submit, invalid };
}
