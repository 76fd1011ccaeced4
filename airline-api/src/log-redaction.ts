import { UpstreamHeader } from '@/lib/contract';

/** Request headers and body fields the logs never show: credentials and personal data. */
export const LOG_REDACT = [
  `req.headers["${UpstreamHeader.antiFraud}"]`,
  `req.headers["${UpstreamHeader.token}"]`,
  'req.headers.authorization',
  'req.headers.cookie',
  '*.phone',
  '*.email',
  '*.credential',
  '*.name',
  '*.token',
  '*.password',
  '*.cellphone',
  '*.certificateNumber',
  '*.verifyCode',
  '*.oldPassword',
  '*.newPassword',
  '*.photoBase64',
  '*.captchaToken',
  '*.mobile',
  '*.certificateValidity',
  '*.birthday',
  '*.cardNumber',
];
