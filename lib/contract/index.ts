export * from './codes';
export * from './envelope';
export * from './common';
export * from './city';
export * from './shop';
export * from './cms';
export * from './system';
export * from './certificate';
export * from './member';
export * from './captcha';
export * from './sandbox';

/** The §7 paths airline-api serves, in one place so the client and the server cannot drift. */
export const UpstreamPath = {
  busiParameter: '/thirdpart/res/wx/web/base/getBusiParameterInfo',
  cityVersion: '/static/city/version.json',
  cityDictionary: '/static/city/dictionary.json',
  calendarShopping: '/shop/api/shopping/b2c/calendarshopping',
  searchFlight: '/shop/api/shopping/b2c/searchflight',
  routeRecommendNear: '/shop/api/shopping/b2c/routeRecommend/getRouteRecommendByArrCodeNear',
  routeRecommendByDep: '/shop/api/shopping/b2c/routeRecommend/getByDepCityCode',
  cmsQuery: '/cms/s/content/query',
  tips: '/cms/tips/getTipsContent',
  idType: '/member/api/certificate/idType',
  systemIp: '/backoffice/api/system/ip',
  cityByIp: '/backoffice/api/system/cityByIp',
  adminMaintenance: '/admin/maintenance',
  sandboxClock: '/sandbox/clock',
  health: '/health',
  // Accounts (issue 3)
  login: '/member/api/member/b2c/account/login',
  phoneLogin: '/member/api/member/b2c/account/phone-login',
  register: '/member/api/member/b2c/account/register',
  logout: '/member/api/member/b2c/account/logout',
  memberInfoQuery: '/member/api/member/b2c/account/memberInfoQuery',
  sendVerifyCode: '/member/api/member/verification-code/send',
  checkVerifyCode: '/member/api/member/b2c/account/checkVerifyCode',
  captchaChallenge: '/member/api/member/captcha/challenge',
  captchaAnswer: '/member/api/member/captcha/answer',
  captchaVerify: '/member/api/member/captcha/verify',
  resetPassword: '/member/api/member/b2c/account/forgetact/reset',
  changePassword: '/member/api/member/b2c/security/password',
  bindPhone: '/member/api/member/b2c/security/phone',
  bindEmail: '/member/api/member/b2c/security/email',
  personalInfo: '/member/api/member/b2c/account/myInformation',
  realName: '/member/api/member/b2c/security/realname',
  thirdPartyLogin: '/member/api/member/b2c/account/thirdparty-login',
  thirdPartyBind: '/member/api/member/b2c/account/thirdparty-bind',
  qrCreate: '/member/api/member/b2c/account/qr/create',
  qrStatus: '/member/api/member/b2c/account/qr/status',
  qrLogin: '/member/api/member/b2c/account/qr-login',
  sandboxOutbox: '/sandbox/outbox',
  sandboxOauthAuthorize: '/sandbox/oauth/:provider/authorize',
  sandboxQrScanner: '/sandbox/qr/:qrId',
  sandboxRealNameReview: '/sandbox/realname/review',
} as const;
