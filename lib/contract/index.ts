import { E_INVOICE_PATHS } from './e-invoice';
import { FLIGHT_CERTIFICATE_PATHS } from './flight-certificates';
export * from './codes';
export * from './envelope';
export * from './common';
export * from './city';
export * from './shop';
export * from './cms';
export * from './system';
export * from './certificate';
export * from './member';
export * from './member-login';
export * from './real-name';
export * from './captcha';
export * from './sandbox';
export * from './order';
export * from './order-list';
export * from './saved-passengers';
export * from './add-on-catalogue';
export * from './payment';
export * from './coupon';
export * from './coupon-centre';
export * from './special-products';
export * from './special-product-exchange';
export * from './special-product-refunds';
export * from './documents';
export * from './special-documents';
export * from './member-book';
export * from './flight-status';
export * from './check-in';
export * from './boarding-pass';
export * from './seat-selection';
export * from './add-on-orders';
export * from './refund';
export * from './add-on-refund';
export * from './reschedule';
export * from './passenger-modify';
export * from './add-people';
export * from './wallet';
export * from './wallet-funds';
export * from './member-value';
export * from './low-price-reminders';
export * from './add-ons';
export * from './self-service';
export * from './irregular';
export * from './service-requests';
export * from './ticket-validation';
export * from './reimbursement-vouchers';
export * from './e-invoice';
export * from './flight-certificates';

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
  // Content and SEO
  cmsItem: '/cms/s/content/item',
  cmsSearch: '/cms/s/content/search',
  complaintSubmit: '/cms/s/complaint/submit',
  routeNetwork: '/shop/api/shopping/b2c/routeNetwork',
  idType: '/member/api/certificate/idType',
  systemIp: '/backoffice/api/system/ip',
  cityByIp: '/backoffice/api/system/cityByIp',
  adminMaintenance: '/admin/maintenance',
  adminBusiParameter: '/admin/busi-parameter',
  adminCmsPublish: '/admin/cms/publish',
  adminCmsWithdraw: '/admin/cms/withdraw',
  sandboxClock: '/sandbox/clock',
  health: '/health',
  /** Readiness (the database answers) and the Prometheus metrics: for the machines that run airline-api (decision 58). */
  ready: '/ready',
  metrics: '/metrics',
  // Accounts
  login: '/member/api/member/b2c/account/login',
  phoneLogin: '/member/api/member/b2c/account/phone-login',
  register: '/member/api/member/b2c/account/register',
  logout: '/member/api/member/b2c/account/logout',
  memberInfoQuery: '/member/api/member/b2c/account/memberInfoQuery',
  sendVerifyCode: '/member/api/member/verification-code/send',
  checkVerifyCode: '/member/api/member/b2c/account/checkVerifyCode',
  captchaChallenge: '/member/api/member/captcha/challenge',
  captchaAnswer: '/member/api/member/captcha/answer',
  captchaAudio: '/member/api/member/captcha/audio',
  captchaVerify: '/member/api/member/captcha/verify',
  resetPassword: '/member/api/member/b2c/account/forgetact/reset',
  changePassword: '/member/api/member/b2c/security/password',
  bindPhone: '/member/api/member/b2c/security/phone',
  bindEmail: '/member/api/member/b2c/security/email',
  ownerCode: '/member/api/member/b2c/security/owner-code',
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
  sandboxFaults: '/sandbox/faults',
  // Booking to ticket
  addOnCatalogue: '/shop/api/shopping/b2c/ancillary/catalogue',
  seatMap: '/shop/api/shopping/b2c/seatmap',
  reservePrice: '/shop/api/reserve/b2c/price',
  reserve: '/shop/api/reserve/b2c/reserve',
  reserveDeductions: '/shop/api/reserve/b2c/deductions',
  myOrders: '/order/api/order/my-order',
  myFlightOrder: '/order/api/order/my-flight-order/:orderNo',
  visitorOrder: '/order/api/order/visitor-query',
  cancelOrder: '/order/api/order/cancel',
  savedPassengers: '/member/api/member/b2c/passengers',
  savedPassengerAdd: '/member/api/member/b2c/passengers/add',
  savedPassengerUpdate: '/member/api/member/b2c/passengers/update',
  savedPassengerDelete: '/member/api/member/b2c/passengers/delete',
  savedPassengerBatchDelete: '/member/api/member/b2c/passengers/batch-delete',
  memberDocuments: '/member/api/member/b2c/documents',
  memberDocumentFile: '/member/api/member/b2c/documents/:documentId/file',
  // Special documents of a saved passenger (spec §3, §4, §5): list, submit, resubmit, delete, one image
  specialDocuments: '/member/api/member/special-certification/list',
  specialDocumentSubmit: '/member/api/member/special-certification/submit',
  specialDocumentResubmit: '/member/api/member/special-certification/resubmit',
  specialDocumentDelete: '/member/api/member/special-certification/delete',
  specialDocumentImage: '/member/api/member/special-certification/image',
  sandboxSpecialDocumentReview: '/sandbox/special-certification/review',
  // The address book: contacts, addresses, beneficiaries, invoice headers, saved items (:kind is BOOK_SEGMENT)
  bookList: '/member/api/member/b2c/book/:kind',
  bookAdd: '/member/api/member/b2c/book/:kind/add',
  bookUpdate: '/member/api/member/b2c/book/:kind/update',
  bookDelete: '/member/api/member/b2c/book/:kind/delete',
  bookSetDefault: '/member/api/member/b2c/book/:kind/set-default',
  regions: '/member/api/region/children',
  paymentApply: '/pay/api/payment/apply',
  paymentVerifyReturn: '/pay/api/payment/verify-return',
  walletPay: '/pay/api/payment/wallet',
  oceanPayment: '/oceanPayment/api/ocean/pay/oceanPayment',
  sandboxPay: '/sandbox/pay/:paymentId',
  sandboxTicketing: '/sandbox/ticketing',
  sandboxRunJobs: '/sandbox/jobs/run',
  // Flight status (spec §2 /flightDynamics, §7 queryflt) and its sandbox control
  queryFlightStatus: '/pss-dcs-adapter-consumer/inside/dynamic/queryflt',
  sandboxFlightStatus: '/sandbox/flight-status',
  // Online check-in (spec §7 member/api/seat/select/b2c/*; decision 21, -§2; decision 21)
  checkInTrips: '/member/api/seat/select/b2c/selectOptionalSeatTravel',
  checkInVisitorTrips: '/member/api/seat/select/b2c/selectVisitorSeatTravel',
  checkInFriendTrip: '/member/api/seat/select/b2c/selectFriendOptionalSeatTravel',
  checkIsSelf: '/member/api/seat/select/b2c/checkIsSelf',
  checkInState: '/member/api/seat/select/b2c/selectSeatAndCheckInState',
  checkIn: '/member/api/seat/select/b2c/checkIn',
  checkInCancel: '/member/api/seat/select/b2c/cancelCheckIn',
  // The boarding pass (decision 20): one segment's passes, as a PDF, and by e-mail
  boardingPasses: '/member/api/seat/select/b2c/boardingPass',
  boardingPassPdf: '/member/api/seat/select/b2c/boardingPass/pdf',
  boardingPassEmail: '/member/api/seat/select/b2c/boardingPass/email',
  // Seats and add-ons after booking (decision 22)
  seatChart: '/member/api/seat/select/b2c/selectFlightSeatChart',
  seatServiceFare: '/member/api/seat/select/b2c/getSeatServiceFare',
  contentByCode: '/member/api/seat/select/b2c/getContentByCode',
  orderAddOnOffer: '/shop/api/shopping/b2c/flightOrder/:orderNo/ancillary',
  orderAddOnReserve: '/shop/api/reserve/b2c/flightOrder/:orderNo/ancillary',
  addOnOrder: '/order/api/order/ancillary-order',
  pointsInfo: '/member/api/memberPoints/b2c/getPointsInfo',
  pointsForSeat: '/member/api/memberPoints/b2c/getAvailableForSeat',
  pointsDeductForSeat: '/member/api/memberPoints/b2c/calDeductPriceForSeat',
  sandboxSeatFares: '/sandbox/seat-fares',
  // Refunds (decision 23; spec §7 /modAndRef/api/refund/...)
  refundQuote: '/modAndRef/api/refund/',
  refundCommit: '/modAndRef/api/refund/commitV2',
  refundList: '/modAndRef/api/refund/list',
  refundAttachment: '/modAndRef/api/refund/attachment',
  sandboxRefundDecide: '/sandbox/refunds/decide',
  /** Every order's payments and refunds, and what does not add up. */
  sandboxLedger: '/sandbox/ledger',
  // Refunding add-ons alone (decision 23; spec §2 /ancillary/refund, §7 /modAndRef/api/refund/ancillary; decision 26)
  addOnRefundList: '/modAndRef/api/refund/ancillary/list',
  addOnRefundQuote: '/modAndRef/api/refund/ancillary/quote',
  addOnRefundCommit: '/modAndRef/api/refund/ancillary',
  // Date changes (decision 23; spec §7 /modAndRef/api/reschedule/..., my-reschedule-order)
  rescheduleFlights: '/modAndRef/api/reschedule/flight',
  rescheduleQuote: '/modAndRef/api/reschedule/',
  rescheduleCommit: '/modAndRef/api/reschedule/commit',
  rescheduleList: '/order/api/order/my-reschedule-order',
  // Name or document changes (decision 24; spec §7 passenger-modify/order/)
  passengerModifyCheck: '/modAndRef/api/passenger-modify/check',
  passengerModify: '/modAndRef/api/passenger-modify/order/',
  passengerModifyList: '/modAndRef/api/passenger-modify/list',
  // Adding a child or an infant (decision 25; spec §2 /addpeople/airandpeople)
  addPeopleCheck: '/modAndRef/api/add-people/check',
  addPeopleCommit: '/modAndRef/api/add-people/order/',
  addPeopleList: '/modAndRef/api/add-people/list',
  // The member's wallet: balances and records (spec §2 /member/wallet/wallet, §3 Wallet; decision 23)
  walletRecords: '/member/api/wallet/records',
  /** Sandbox control: a member's wallet opened or closed, its balance set (tests; loopback only). */
  sandboxWallet: '/sandbox/wallet',
  // Opening and funding the wallet (issue 31 §1, decision 64; spec §2 bankCards, rechargeWallet, withdrawCash)
  walletOpen: '/member/api/wallet/open',
  walletCards: '/member/api/wallet/cards',
  walletCardAdd: '/member/api/wallet/cards/add',
  walletCardRemove: '/member/api/wallet/cards/remove',
  walletRecharge: '/member/api/wallet/recharge',
  walletWithdraw: '/member/api/wallet/withdraw',
  /** Sandbox control: the sandbox bank settles a member's top-ups and withdrawals in progress now (loopback only). */
  sandboxWalletSettle: '/sandbox/wallet/settle',
  // Add-ons bought on an existing order through their own pages (decision 28; spec §7 flightOrder ancillary)
  addOnServices: '/shop/api/shopping/b2c/flightOrder/:orderNo/ancillary/services',
  addOnOffer: '/shop/api/shopping/b2c/flightOrder/:orderNo/ancillary/addons',
  addOnReserve: '/shop/api/reserve/b2c/flightOrder/:orderNo/ancillary/addons',
  addOnOrders: '/order/api/order/ancillary-orders',
  addOnOrderDetail: '/order/api/order/ancillary-order/detail',
  // Low-price reminders (decision 27; spec §2 /ancillary/lowPriceRemind) and their sandbox controls
  lowPriceRemindList: '/member/api/low-price-remind/list',
  lowPriceRemindAdd: '/member/api/low-price-remind/add',
  lowPriceRemindDelete: '/member/api/low-price-remind/delete',
  lowPriceRemindPrice: '/member/api/low-price-remind/price',
  /** Sandbox control: every reminder checked now, at the sandbox clock (loopback only). */
  sandboxRemindersRun: '/sandbox/reminders/run',
  /** Sandbox control: a fare sale on a route and dates, which search then shows (loopback only). */
  sandboxFareDiscount: '/sandbox/fares/discount',
  // Irregular flights (decision 32; spec §7 verify/findAbnormalFlight, reschedule/)
  irregularFind: '/modAndRef/api/verify/findAbnormalFlight',
  irregularKeep: '/modAndRef/api/verify/abnormalFlight/keep',
  irregularFlights: '/modAndRef/api/reschedule/irregular/flight',
  irregularChange: '/modAndRef/api/reschedule/irregular',
  // The self-service hall (decision 31; spec §2 /ancillary/selfService, §7 flightOrder ancillary GET)
  selfServiceTrip: '/shop/api/shopping/b2c/flightOrder/selfService',
  // Special services: wheelchairs and special baggage (decision 28; spec §2 specialService, specialBag; decision 29)
  serviceRequestOptions: '/shop/api/shopping/b2c/flightOrder/:orderNo/specialService/options',
  serviceRequestSubmit: '/shop/api/reserve/b2c/flightOrder/:orderNo/specialService',
  serviceRequestList: '/order/api/order/service-requests',
  serviceRequestCancel: '/order/api/order/service-request/cancel',
  /** Sandbox control: the airline's desk confirms or rejects a service request, told by SMS (loopback only). */
  sandboxServiceRequestDecide: '/sandbox/service-requests/decide',
  // Points, growth and the daily sign-in (decision 65; spec §7 memberPoints, growth getSignInInfos)
  pointsDetail: '/member/api/memberPoints/b2c/getPointsDetail',
  pointsSupplementList: '/member/api/memberPoints/b2c/supplement/list',
  pointsSupplementApply: '/member/api/memberPoints/b2c/supplement/apply',
  growthInfo: '/member/api/growth/b2c/getGrowthInfo',
  signInInfos: '/member/api/growth/b2c/getSignInInfos',
  signIn: '/member/api/growth/b2c/signIn',
  verifyTicket: '/modAndRef/api/verify/ticket', // ticket validation (spec §7 verify/ticket; decision 69)
  ...E_INVOICE_PATHS, // electronic invoices (decision 71)
  ...FLIGHT_CERTIFICATE_PATHS, // flight certificates (decision 70)
} as const;
