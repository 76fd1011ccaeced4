import 'server-only';

/** The member API of airline-api (spec §7 account calls), one typed function per call. */
export {
  login,
  phoneLogin,
  register,
  logout,
  thirdPartyLogin,
  thirdPartyBind,
  qrCreate,
  qrStatus,
  qrLogin,
} from './member-login';
export { sendCode, checkVerifyCode, captchaChallenge, captchaAnswer, captchaVerify } from './member-verification';
export {
  memberInfoQuery,
  resetPassword,
  changePassword,
  bindPhone,
  bindEmail,
  ownerCode,
  personalInfo,
  realNameStatus,
  realNameSubmit,
} from './member-security';
