import { ResultCode } from '@/lib/contract';
import { codeOf } from '../../test/account-api';
import { setFlightStatus } from '../../test/flight-status-desk';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import { app, before, checkInCall, HOUR, refusedOf, state, ticketed, serveCheckIn } from '../../test/check-in-scene';

// A cancelled flight (spec §4 flight dynamics, "Check-in"; decision 78): inside the window, nobody checks in for it.
// The trip says why for each passenger, and a check-in asked anyway is refused with 7000032, not given a pass for a
// flight that will not fly. Back to normal, check-in opens again.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 2);

serveCheckIn();

describe('check-in on a cancelled flight', () => {
  it('is refused for every passenger while cancelled, and open again once operations restore the flight', async () => {
    const b = await ticketed();
    await before(b, 47 * HOUR);
    expect(codeOf(await setFlightStatus(app, b.flight, 'CANCELLED'))).toBe(ResultCode.OK);

    const trip = (await state(b)).trip;
    expect(trip.flightStatus?.status).toBe('CANCELLED');
    expect(trip.passengers.map((p) => p.refusal)).toEqual(b.passengerIds.map(() => 'flightCancelled'));
    const refused = await checkInCall(b, b.passengerIds);
    expect(codeOf(refused)).toBe(ResultCode.CHECK_IN_FLIGHT_CANCELLED);
    expect(refusedOf(refused)).toEqual(
      b.passengerIds.map((passengerId) => ({ passengerId, refusal: 'flightCancelled' })),
    );

    expect(codeOf(await setFlightStatus(app, b.flight, 'NORMAL'))).toBe(ResultCode.OK);
    expect((await state(b)).trip.passengers.map((p) => p.refusal)).toEqual(b.passengerIds.map(() => null));
    expect(codeOf(await checkInCall(b, b.passengerIds))).toBe(ResultCode.OK);
  });

  it('a delay does not stop check-in', async () => {
    const b = await ticketed();
    await before(b, 47 * HOUR);
    expect(codeOf(await setFlightStatus(app, b.flight, 'DELAYED', { delayMinutes: 120 }))).toBe(ResultCode.OK);
    expect(codeOf(await checkInCall(b, b.passengerIds))).toBe(ResultCode.OK);
  });
});
