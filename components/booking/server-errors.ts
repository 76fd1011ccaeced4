import type { UseFormSetError } from 'react-hook-form';
import type { PassengerField } from '@/lib/domain/passenger-rules';
import { formFieldOf } from './passenger-form-rules';
import type { PassengerFormValues } from './passenger-form-values';

/** `passengers.0.englishName` → the form field it is shown beside; `contact.email`; `group`. */
export function serverErrorPath(path: string): string {
  const [head, index, field] = path.split('.');
  if (head === 'passengers' && index && field) return `passengers.${index}.${formFieldOf(field as PassengerField)}`;
  if (head === 'group') return 'root';
  return path;
}

/** Puts the rule failures the server named beside their fields. */
export function applyServerErrors(errors: Record<string, string>, setError: UseFormSetError<PassengerFormValues>) {
  for (const [path, key] of Object.entries(errors)) {
    setError(serverErrorPath(path) as 'root', { type: 'server', message: key });
  }
}
