import { PASSENGER_CHECKED_IN, type BcbpFields } from './boarding-pass';

/** One passenger on one flight as check-in issues it: the pass the boarding pass tests start from. */
export const SAMPLE_PASS: BcbpFields = {
  passengerName: 'LI/MING',
  bookingReference: 'K7M2QX',
  from: 'PVG',
  to: 'CAN',
  carrier: 'YQ',
  flightNumber: '8888',
  flightDate: '2026-01-06',
  compartment: 'Y',
  seat: '12A',
  sequenceNumber: 1,
  passengerStatus: PASSENGER_CHECKED_IN,
  electronicTicket: true,
  ticketNumber: '9021234567890',
  issueDate: '2026-01-05',
};
