import { FLIGHT_DATE } from './booking-api';

/** The values the fuzz's samples (fuzz-samples-*.ts) share: valid ones, the start of the mutations. */

/** What the fuzz's beforeAll makes for the samples to name: a member, an order, a payment, a QR login, challenges. */
export type FuzzIds = {
  token: string;
  memberId: string;
  orderNo: string;
  paymentId: string;
  qrId: string;
  challengeId: string;
  audioChallengeId: string;
  fareId: string;
  flightId: string;
};

export const legs = [
  { index: 0, depCode: 'CAN', arrCode: 'PEK', depDate: FLIGHT_DATE, depCodeType: 'CITY', arrCodeType: 'CITY' },
];
export const shop = {
  channelNo: 'B2C',
  language: 'zh_CN',
  currency: 'CNY',
  tripType: 'OW',
  adultCount: '1',
  flightCondition: legs,
};
export const phone = { cellphoneCode: '86', cellphone: '13700001111' };
export const billing = {
  firstName: 'Yun',
  lastName: 'Zhang',
  email: 'zhang@example.com',
  phone: '+8613812345678',
  country: 'US',
  city: 'Seattle',
  address: '1 Main St',
  zip: '98101',
};
export const callback = 'http://localhost:3000/zh-CN/pay/return';
export const savedPassenger = {
  surname: 'LI',
  givenName: 'MING',
  gender: 'M',
  birthday: '1985-05-05',
  nationality: 'CN',
  certificateType: 'PP',
  certificateNumber: 'E12345678',
  certificateValidity: '2032-01-01',
  areaCode: '86',
  mobile: '13911112222',
};

export const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
