import type { CheckInBoardingPass } from '@/lib/contract';
import type { BoardingPassData } from '@/lib/domain/boarding-pass';
import { displayName } from '../booking/display-names';
import type { FlightInstance } from '../domain/network';
import { localDate } from '../domain/time-zone';
import type { Services } from '../services';
import { recordLocator, ticketLatinName } from './names';
import type { CheckInRow, OrderBundle, PassengerRow } from './state';

/** Economy: the airline has one compartment. */
const COMPARTMENT = 'Y';

/** BCBP passenger status "1": checked in (lib/domain/boarding-pass.ts PASSENGER_CHECKED_IN). */
const CHECKED_IN_STATUS = '1';

/** One boarding pass's data (decision 20): typed as BoardingPassData of lib/domain/boarding-pass too, so the two cannot drift. */
export function boardingPass(
  s: Services,
  b: OrderBundle,
  p: PassengerRow,
  row: CheckInRow,
  flight: FlightInstance,
): CheckInBoardingPass {
  const zone = s.network.airport(flight.route.depAirport)?.timeZone || 'Asia/Shanghai';
  const m = /^([A-Z0-9]{2})0*(\d{1,4}[A-Z]?)$/.exec(flight.schedule.flightNo);
  const pass: CheckInBoardingPass & BoardingPassData = {
    orderNo: b.order.orderNo,
    segIndex: row.segIndex,
    passengerId: p.passengerId,
    displayName: displayName(p),
    passengerName: ticketLatinName(p),
    bookingReference: recordLocator(b.order.orderNo),
    from: flight.route.depAirport,
    to: flight.route.arrAirport,
    carrier: m?.[1] ?? flight.schedule.flightNo.slice(0, 2),
    flightNumber: m?.[2] ?? flight.schedule.flightNo.slice(2),
    flightNo: flight.schedule.flightNo,
    flightDate: flight.date,
    compartment: COMPARTMENT,
    seat: row.seatNo,
    sequenceNumber: row.boardingSeq,
    passengerStatus: CHECKED_IN_STATUS,
    electronicTicket: true,
    ticketNumber: row.ticketNo,
    issueDate: localDate(row.checkedInAt.getTime(), zone),
    departureTime: new Date(flight.depUtcMs).toISOString(),
    departureTimeZone: zone,
  };
  return pass;
}
