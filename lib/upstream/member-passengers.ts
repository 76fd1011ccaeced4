import 'server-only';
import type { z } from 'zod';
import {
  SavedPassengerSchema,
  SavedPassengersDeletedSchema,
  UpstreamPath,
  type SavedPassengerBatchDeleteBodySchema,
  type SavedPassengerBody,
  type SavedPassengerDeleteBodySchema,
  type SavedPassengerUpdateBodySchema,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/** Spec §2 /member/passengers: the member's saved passengers (the list is booking.ts savedPassengers). */

export function addSavedPassenger(context: UpstreamContext, body: SavedPassengerBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.savedPassengerAdd,
    body,
    data: SavedPassengerSchema,
    context,
  });
}

export function updateSavedPassenger(context: UpstreamContext, body: z.input<typeof SavedPassengerUpdateBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.savedPassengerUpdate,
    body,
    data: SavedPassengerSchema,
    context,
  });
}

export function deleteSavedPassenger(context: UpstreamContext, body: z.input<typeof SavedPassengerDeleteBodySchema>) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.savedPassengerDelete,
    body,
    data: SavedPassengersDeletedSchema,
    context,
  });
}

export function batchDeleteSavedPassengers(
  context: UpstreamContext,
  body: z.input<typeof SavedPassengerBatchDeleteBodySchema>,
) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.savedPassengerBatchDelete,
    body,
    data: SavedPassengersDeletedSchema,
    context,
  });
}
