/**
 * The closed list of answer codes shared by airline-api and the BFF (docs/architecture.md "The envelope and errors").
 * "0" is success. 1000010 and 1000011 mean "not logged in" (spec §8). Nothing else may be answered.
 */
export const ResultCode = {
  OK: '0',
  NOT_LOGGED_IN: '1000010',
  TOKEN_EXPIRED: '1000011',
  BAD_REQUEST: '2000001',
  ROUTE_NOT_OPEN: '2000101',
  FLIGHT_NOT_FOUND: '2000102',
  DATE_NOT_AVAILABLE: '2000103',
  NOT_FOUND: '2000404',
  FORBIDDEN_ORIGIN: '4000403',
  UNAUTHORIZED: '4000401',
  RATE_LIMITED: '4000429',
  MAINTENANCE: '5000503',
  UPSTREAM_TIMEOUT: '5000504',
  UPSTREAM_UNAVAILABLE: '5000502',
  UPSTREAM_BAD_RESPONSE: '5000500',
  INTERNAL: '5000000',
  // Accounts: login, codes, captcha, binding, certification.
  ACCOUNT_NOT_REGISTERED: '3000001',
  WRONG_CREDENTIALS: '3000002',
  CAPTCHA_REQUIRED: '3000003',
  CAPTCHA_FAILED: '3000004',
  CODE_INVALID: '3000005',
  CODE_EXPIRED: '3000006',
  TOO_MANY_ATTEMPTS: '3000007',
  ACCOUNT_LOCKED: '3000008',
  SMS_SEND_FAILED: '3000009',
  SEND_TOO_FREQUENT: '3000010',
  SEND_LIMIT_REACHED: '3000011',
  PHONE_NOT_BOUND: '3000012',
  PASSWORD_RESET_REQUIRED: '3000013',
  ACCOUNT_EXISTS: '3000014',
  BINDING_FAILED: '3000015',
  STATUS_CHECK_FAILED: '3000016',
  BINDING_INFO_FETCH_FAILED: '3000017',
  QQ_DATA_PARSE_FAILED: '3000018',
  QR_LOGIN_FAILED: '3000019',
  ALREADY_CERTIFIED: '3000020',
  CERTIFICATION_UNDER_REVIEW: '3000021',
  PERSONAL_INFO_LOCKED: '3000022',
  UPLOAD_WRONG_FORMAT: '3000023',
  UPLOAD_TOO_LARGE: '3000024',
  /** Document management and a few other functions need a certified member (spec §6). */
  REAL_NAME_REQUIRED: '3000025',
  /** The member's real-name certification has expired (spec §6, §8). */
  REAL_NAME_EXPIRED: '3000026',
  // Booking to ticket: passengers, services, orders, payment.
  PASSENGER_INVALID: '6000001',
  CONTACT_INVALID: '6000002',
  CERTIFICATE_EXPIRING: '6000003',
  COMPANION_LIMIT: '6000004',
  PASSENGER_LIMIT: '6000005',
  TERMS_NOT_AGREED: '6000006',
  NO_INVENTORY: '6000007',
  NOT_ON_SALE: '6000008',
  BAGGAGE_CLOSED: '6000009',
  SEAT_OCCUPIED: '6000010',
  SEAT_NOT_ALLOWED: '6000011',
  INFANT_IN_ROW: '6000012',
  ADD_ON_INVALID: '6000013',
  MAILING_ADDRESS_INVALID: '6000014',
  COUPON_NOT_USABLE: '6000015',
  COUPON_NOT_COMBINABLE: '6000016',
  POINTS_INVALID: '6000017',
  IDEMPOTENCY_CONFLICT: '6000018',
  ORDER_NOT_FOUND: '6000019',
  ORDER_NOT_PAYABLE: '6000020',
  PAYMENT_TIMEOUT: '6000021',
  PAYMENT_AMOUNT_MISMATCH: '6000022',
  PAYMENT_RETURN_INVALID: '6000023',
  WALLET_NOT_OPEN: '6000024',
  WALLET_INSUFFICIENT: '6000025',
  ORDER_NOT_CANCELLABLE: '6000026',
  REQUEST_IN_PROGRESS: '6000027',
  /** Saved passengers (spec §2 /member/passengers): 'passenger limit reached'. */
  SAVED_PASSENGER_LIMIT: '6000028',
  /** The same document (type + number) is already one of the member's saved passengers. */
  SAVED_PASSENGER_DUPLICATE: '6000029',
  /** A saved passenger's document was edited or deleted less than 365 days ago (spec §5, §9). */
  DOCUMENT_CHANGE_LIMIT: '6000030',
  /** Contacts (spec §2 /member/contacts): the maximum is reached. */
  CONTACT_LIMIT: '6000031',
  /** Mailing addresses (/member/address): the maximum is reached. */
  ADDRESS_LIMIT: '6000032',
  /** Beneficiaries (/member/beneficiary): the maximum is reached. */
  BENEFICIARY_LIMIT: '6000033',
  /** Invoice titles (/member/eHeader/index): the maximum is reached. */
  INVOICE_HEADER_LIMIT: '6000034',
  /** The same contact, address, invoice title or saved item is already in the member's book. */
  BOOK_ENTRY_DUPLICATE: '6000035',
  /** Duplicate beneficiaries are rejected (spec §5). */
  BENEFICIARY_DUPLICATE: '6000036',
  /** An address-book entry broke a rule of spec §5; data.issues holds the rule keys by field. */
  BOOK_ENTRY_INVALID: '6000037',
  /** Saved routes and content (/member/myCollect): the maximum is reached. */
  FAVOURITE_LIMIT: '6000038',
  /** A special document broke a rule (type, number, expiry); data.issues holds the rule keys by field. */
  SPECIAL_DOCUMENT_INVALID: '6000040',
  /** A special document needs at least one picture (spec §5). */
  SPECIAL_DOCUMENT_IMAGE_REQUIRED: '6000041',
  /** A special document has at most 5 pictures (spec §5, §9). */
  SPECIAL_DOCUMENT_IMAGE_LIMIT: '6000042',
  /** A special document being certified (status 1) cannot be changed. */
  SPECIAL_DOCUMENT_UNDER_REVIEW: '6000043',
  /** A visitor's address, a member or a contact phone already holds as much unpaid as it may (decision 51). */
  UNPAID_HOLD_LIMIT: '6000044',
  /** A function the airline has switched off by busi-parameter, e.g. the complaint form. */
  FUNCTION_CLOSED: '6100001',
  // The wallet: opening, bank cards, top-ups and withdrawals (issue 31 §1, decision 64): 6300001-6300009.
  /** The wallet is open already. */
  WALLET_ALREADY_OPEN: '6300001',
  /** Bank cards (/member/wallet/bankCards): the maximum is reached (spec §8 'maximum saved'). */
  BANK_CARD_LIMIT: '6300002',
  /** The same card number is saved already. */
  BANK_CARD_DUPLICATE: '6300003',
  /** A card number that is not one (digits, length, check digit). */
  BANK_CARD_INVALID: '6300004',
  /** No such card of the member: 'please select the receiving bank card' (spec §5). */
  BANK_CARD_REQUIRED: '6300005',
  /** An amount that is not a positive sum with at most two decimals, or above the bound (spec §5). */
  WALLET_AMOUNT_INVALID: '6300006',
  // Coupon centre and gift centre (decision 66): 6200001-6200009.
  /** Every coupon of the offer has been claimed ('run out'). */
  COUPON_RUN_OUT: '6200001',
  /** The member already claimed this offer. */
  COUPON_ALREADY_CLAIMED: '6200002',
  /** Not on sale now: the 15-day window is not open or has closed, or the offer was withdrawn. */
  COUPON_NOT_CLAIMABLE: '6200003',
  /** The gift package was opened already or its 15 days have passed. */
  GIFT_NOT_OPENABLE: '6200004',
  /** The roulette's draws of today are used up. */
  ROULETTE_LIMIT: '6200005',
  // Special products (decision 67): 6400001-6400029.
  /** Every unit of the product is sold (spec §4 sold out). */
  PRODUCT_SOLD_OUT: '6400001',
  /** A beneficiary named twice, or one who already holds this product (spec §5 'duplicate beneficiaries are rejected'). */
  PRODUCT_BENEFICIARY_DUPLICATE: '6400002',
  /** A beneficiary outside the product's age or gender limits (spec §5; data.issues says who and why). */
  PRODUCT_BENEFICIARY_NOT_ELIGIBLE: '6400003',
  /** Fewer beneficiaries than the product's minimum passenger count, or more than its maximum (spec §5). */
  PRODUCT_BENEFICIARY_COUNT: '6400004',
  /** The member would hold more units of the product than one member may. */
  PRODUCT_MEMBER_LIMIT: '6400005',
  /** 'package exchange limit reached' (spec §8): the card has no flight left. */
  PACKAGE_EXCHANGE_LIMIT: '6400006',
  /** 'not within convertibility time' (spec §8): the flight date or the moment is outside the card's exchange dates. */
  NOT_CONVERTIBLE: '6400007',
  /** 'flight is full' (spec §8): no seat of the card's fare family left on the flight. */
  FLIGHT_FULL: '6400008',
  /** 'unsupported presale type' (spec §8). */
  PRESALE_TYPE_UNSUPPORTED: '6400009',
  /** A card chosen for a refund is not refundable: not usable (used up, refunded), past its deadline, or not the order's. */
  PRODUCT_NOT_REFUNDABLE: '6400010',
  /** Installments (decision 77): the order is not a presale offering them, or its balance is not due now. */
  INSTALLMENTS_NOT_OFFERED: '6400011',
  /** The interest-free window (30 days from the first link, no later than the balance deadline) has closed. */
  INSTALLMENT_WINDOW_CLOSED: '6400012',
  /** The installment link is not this order's, or a newer link replaced it. */
  INSTALLMENT_LINK_INVALID: '6400013',
  // Ticket validation (spec §2 /ticketValidate, §9; decision 69): 6500001-6500002.
  /** No ticket with this number and passenger name: one answer whether or not the number exists. */
  TICKET_NOT_FOUND: '6500001',
  /** The ticket is past its verification window (used: 3 months after the flight; unused: 1 year after issue). */
  TICKET_VERIFY_WINDOW_PASSED: '6500002',
  // Reimbursement vouchers (spec §2 zh-CN /reimbursementVoucher/*; decision 72): 6720001-6720005. The mailing's own
  // refusals are decision 30's: 7200031 printed, 7200032 locked, 7200033 address, 7200034 free mailing used.
  /** No voucher of this number among the member's own (another member's answers the same). */
  VOUCHER_NOT_FOUND: '6720001',
  /** The ticket is not the member's, or not issued and usable or flown (refunded, changed, voided, not issued). */
  VOUCHER_TICKET_NOT_ELIGIBLE: '6720002',
  /** One voucher per ticket: this ticket has one already (change its mailing details instead). */
  VOUCHER_ALREADY_REQUESTED: '6720003',
  /** The post desk has sent the voucher: its mailing details can no longer be changed. */
  VOUCHER_ALREADY_MAILED: '6720004',
  /** The chosen tickets are not one request: none, more than 10, one twice, or a malformed number. */
  VOUCHER_SELECTION_INVALID: '6720005',
  // Electronic invoices (spec §2 zh-CN /ElectronicBill, /Electronic; §9; decision 71): 6660001-6660006.
  /** No such ticket for this order and passenger (or not the member's): one answer whether or not it exists. */
  E_INVOICE_NOT_FOUND: '6660001',
  /** The ticket's flight is not flown yet (to be used, checked in, in the air): only flown coupons are invoiced. */
  E_INVOICE_NOT_FLOWN: '6660002',
  /** The ticket was refunded: nothing to invoice. */
  E_INVOICE_REFUNDED: '6660003',
  /** The ticket was changed, voided or is suspended: its new ticket (if any) is invoiced instead. */
  E_INVOICE_NOT_INVOICEABLE: '6660004',
  /** The invoice was mailed as often as a day allows. */
  E_INVOICE_RESEND_LIMIT: '6660005',
  /** The invoice is requested but not issued yet: no PDF, nothing to mail. */
  E_INVOICE_NOT_ISSUED: '6660006',
  // Flight certificates (spec §2 /irregularFlightCertify, /airTravelCertify and their validation; decision 70).
  /** The flight left on time, early, or at most 15 minutes late: no irregular-flight certificate. */
  CERTIFICATE_FLIGHT_ON_TIME: '6510001',
  /** The flight is delayed, diverted or returned but has not left yet: what happened is not known yet. */
  CERTIFICATE_FLIGHT_NOT_DEPARTED: '6510002',
  /** The coupon is not flown (not used, or the flight has not landed): no air-travel certificate. */
  CERTIFICATE_NOT_FLOWN: '6510003',
  /** No certificate of this kind with this code and ticket number: one answer, whatever was wrong. */
  CERTIFICATE_NOT_FOUND: '6510004',
  // Check-in and seats (spec §8 check-in messages; decision 21): 7000001-7000033.
  /** 'only 3 online check-ins, go to the counter' (per traveller per flight, cancelled ones included). */
  CHECK_IN_LIMIT_REACHED: '7000001',
  /** 'no seats left, go to the counter'. */
  CHECK_IN_NO_SEATS: '7000002',
  /** 'infants block online check-in' (the infant and the adult carrying it). */
  CHECK_IN_INFANT: '7000003',
  /** 'international passengers check in at the counter'. */
  CHECK_IN_INTERNATIONAL: '7000004',
  /** 'extra seat bought blocks check-in and seat selection'. */
  CHECK_IN_EXTRA_SEAT: '7000005',
  /** Special passengers check in at the counter (spec §4). */
  CHECK_IN_SPECIAL_PASSENGER: '7000006',
  /** Online check-in opens 48 hours before departure. */
  CHECK_IN_NOT_OPEN: '7000007',
  /** Online check-in closed 1 hour before departure. */
  CHECK_IN_CLOSED: '7000008',
  /** 'cancel cutoff passed': 45 minutes (domestic) or 60 (international) before departure. */
  CHECK_IN_CANCEL_CUTOFF: '7000009',
  /** 'a child cannot check in before the guardian'. */
  CHECK_IN_GUARDIAN_FIRST: '7000010',
  /** 'select passengers'. */
  CHECK_IN_NO_PASSENGERS: '7000011',
  /** 'agree to the clause'. */
  CHECK_IN_CLAUSE_NOT_AGREED: '7000012',
  /** The passenger is already checked in on this segment. */
  CHECK_IN_ALREADY_CHECKED_IN: '7000013',
  /** Cancel asked for a passenger who is not checked in. */
  CHECK_IN_NOT_CHECKED_IN: '7000014',
  /** 'already selected seat, cancel it first' (a seat bought at booking is kept at check-in). */
  SEAT_ALREADY_CHOSEN: '7000015',
  /** The ticket is not issued and usable (refunded, changed, voided …). */
  CHECK_IN_TICKET_NOT_USABLE: '7000016',
  /** A guardian's check-in cannot be cancelled while their child stays checked in. */
  CHECK_IN_CANCEL_CHILD_FIRST: '7000017',
  // Seats and add-ons after booking (decision 22)
  /** 'online seat selection not yet open' (the order is not ticketed yet). */
  SEAT_SELECTION_NOT_OPEN: '7000018',
  /** 'this flight does not support online seat selection, go to the check-in counter'. */
  SEAT_SELECTION_NOT_SUPPORTED: '7000019',
  /** 'go to the WeChat mini program for seat selection'. */
  SEAT_SELECTION_WECHAT: '7000020',
  /** Seat selection closed with check-in (1 hour before departure). */
  SEAT_SELECTION_CLOSED: '7000021',
  /** A seat can be changed twice (spec §4). */
  SEAT_CHANGE_LIMIT: '7000022',
  /** 'checked-in passenger cannot buy a seat'. */
  SEAT_CHECKED_IN: '7000023',
  /** A picked seat's product has no fare now: data.passengerIds pick again (spec §8). */
  SEAT_PRODUCT_MISSING: '7000024',
  /** 'infant already in the row' / two adults with infants not on the same side (spec §5). */
  SEAT_INFANT_ROW: '7000025',
  /** 'already selected seat for another passenger'. */
  SEAT_TAKEN_BY_OTHER: '7000026',
  /** The offer's sessionId is unknown or past its 30 minutes. */
  ADD_ON_SESSION_EXPIRED: '7000027',
  /** The total differs from the offer's prices: the page reloads them. */
  ADD_ON_PRICE_CHANGED: '7000028',
  /** An add-on is not on sale for that passenger now (too late, on board, bought). */
  ADD_ON_NOT_ON_SALE: '7000029',
  /** Nothing picked. */
  ADD_ON_NOTHING_SELECTED: '7000030',
  /**
   * A paid seat order of the passenger on the segment is being applied: a new pick waits until it is (issue 29 §1;
   * then it is a seat change, spec §4). An unpaid one is superseded by the new pick instead.
   */
  SEAT_PURCHASE_PENDING: '7000031',
  /** The flight is cancelled: nobody checks in for it; change it free of charge or refund it (decision 78). */
  CHECK_IN_FLIGHT_CANCELLED: '7000032',
  /** The flight is cancelled: no seat or add-on is sold for it (decision 78). */
  FLIGHT_CANCELLED_NO_SALE: '7000033',
  // Changes and refunds (decision 23): 7100001-7100060.
  /** A refund or change requires cancelling the check-in first (spec §4). */
  REFUND_CHECKED_IN: '7100001',
  /** A child or infant is refunded only together with the guardian (spec §5). */
  REFUND_GUARDIAN_REQUIRED: '7100002',
  /** The ticket cannot be refunded: not issued and usable (used, changed, refunded or being refunded). */
  REFUND_NOT_ALLOWED: '7100003',
  /** 'reason required' (or not a reason of the refund type). */
  REFUND_REASON_INVALID: '7100004',
  /** 'note required for the other reason'. */
  REFUND_NOTE_REQUIRED: '7100005',
  /** At most 4 attachments (spec §5, §9). */
  REFUND_ATTACHMENT_LIMIT: '7100006',
  /** An attachment over 2 MB (spec §9). */
  REFUND_ATTACHMENT_TOO_LARGE: '7100007',
  /** An attachment that is not jpg, png or pdf by its bytes. */
  REFUND_ATTACHMENT_TYPE: '7100008',
  /** An involuntary request whose conditions are not met is voluntary, with its fee: confirm first (spec §4). */
  REFUND_CONFIRM_VOLUNTARY: '7100009',
  /** The refund's amount differs from the quote the traveller saw. */
  REFUND_AMOUNT_CHANGED: '7100010',
  /** An order bought through a third-party channel is changed or refunded there. */
  ORDER_OTHER_CHANNEL: '7100011',
  /** A date change is not allowed under 4 hours before departure (spec §9). */
  CHANGE_TOO_LATE: '7100012',
  /** The new fare is not on the segment's route, or not of its fare family. */
  CHANGE_ROUTE_MISMATCH: '7100013',
  /** The change's cost differs from the quote the traveller saw. */
  CHANGE_PRICE_CHANGED: '7100014',
  /** The new fare has too few seats left for the passengers moved. */
  CHANGE_FARE_SOLD_OUT: '7100015',
  /** A child or infant changes only together with the guardian. */
  CHANGE_GUARDIAN_REQUIRED: '7100016',
  /** The ticket cannot be changed: not issued and usable, or a change is pending. */
  CHANGE_NOT_ALLOWED: '7100017',
  // Name or document changes (decision 24)
  /** 'does not support change name/certificate' (data.block says why). */
  PASSENGER_MODIFY_NOT_ELIGIBLE: '7100018',
  /** The one change of name or document has been made (decision 24). */
  PASSENGER_MODIFY_LIMIT: '7100019',
  /** 'the two phone entries must match'. */
  PASSENGER_MODIFY_PHONES_DIFFER: '7100020',
  /** The new name or document breaks a rule (data.fieldErrors). */
  PASSENGER_MODIFY_INVALID: '7100021',
  /** The new value is the same as the old one. */
  PASSENGER_MODIFY_UNCHANGED: '7100022',
  // Adding a child or an infant (decision 25)
  /** 'a passenger under 18 cannot add a child or infant'. */
  ADD_PEOPLE_UNDERAGE: '7100023',
  /** 'cannot add child/infant: limit reached' (data.limit: companion, passengers or flight). */
  ADD_PEOPLE_LIMIT: '7100024',
  /** 'child or infant tickets remaining insufficient, contact customer service'. */
  ADD_PEOPLE_TICKETS_INSUFFICIENT: '7100025',
  /** The adult cannot bring a passenger now (data.block says why: not usable, checked in, too late). */
  ADD_PEOPLE_NOT_ELIGIBLE: '7100026',
  /** The new passenger breaks a rule (data.fieldErrors). */
  ADD_PEOPLE_INVALID: '7100027',
  /** The price differs from the one the traveller saw. */
  ADD_PEOPLE_PRICE_CHANGED: '7100028',
  // Refunding add-ons alone (decision 23; decision 26)
  /** The add-on cannot be refunded on its own: its ticket is not usable, or a seat the passenger no longer holds. */
  ADD_ON_REFUND_NOT_ALLOWED: '7100029',
  /** The add-on's window has closed (check-in closed, the flight departed). */
  ADD_ON_REFUND_CLOSED: '7100030',
  /** The add-on is refunded already or its refund is under way (one refund per add-on). */
  ADD_ON_REFUND_IN_PROGRESS: '7100031',
  // Add-ons bought on an existing order (decision 28): 7200020-7200039.
  /** Passengers on board (flown, or the flight has left) cannot buy baggage, meals or insurance. */
  ADD_ON_ON_BOARD: '7200020',
  /** Baggage 'limit reached': the fare's free baggage and the baggage bought may total at most 50 KG. */
  ADD_ON_BAGGAGE_LIMIT: '7200021',
  /** A meal or priority boarding once check-in has closed; insurance once the flight has left. */
  ADD_ON_CLOSED: '7200022',
  /** The passenger's ticket on the flight is not issued and usable (refunded, changed, under way). */
  ADD_ON_TICKET_NOT_USABLE: '7200023',
  /** A meal, priority boarding or an insurance product the passenger holds already. */
  ADD_ON_ALREADY_BOUGHT: '7200024',
  /** Priority boarding for a checked-in passenger (the boarding pass carries the group). */
  ADD_ON_CHECKED_IN: '7200025',
  /** The insurance claim account: a province, a bank of the list and a valid bank card number (spec §3). */
  ADD_ON_CLAIM_INVALID: '7200026',
  // The extra seat and the mailed itinerary (decision 28; decision 30): 7200027-7200039.
  /** 'Extra occupied seat limit reached': one extra seat per passenger per flight. */
  ADD_ON_EXTRA_SEAT_LIMIT: '7200027',
  /** An extra seat for a passenger who chose a seat online (spec §5). */
  ADD_ON_EXTRA_SEAT_SEAT_CHOSEN: '7200028',
  /** No extra seat online on an international flight. */
  ADD_ON_EXTRA_SEAT_INTERNATIONAL: '7200029',
  /** No seat left on the flight for an extra seat. */
  ADD_ON_EXTRA_SEAT_SOLD_OUT: '7200030',
  /** 'A printed ... ticket cannot be mailed': the order's itinerary is mailed already or being mailed. */
  ADD_ON_ITINERARY_PRINTED: '7200031',
  /** '... or locked ticket cannot be mailed': a ticket of the order is being changed or refunded, or suspended. */
  ADD_ON_TICKET_LOCKED: '7200032',
  /** 'Mailing address is incorrect' (spec §5 Mailing, §3 mailing address), with the issues by field. */
  ADD_ON_MAILING_ADDRESS_INVALID: '7200033',
  /** 'Limit reached for free itinerary entitlements': the free mailing was used meanwhile (read the price again). */
  ADD_ON_FREE_MAILING_USED: '7200034',
  // Low-price reminders (decision 27): 7200001-7200019.
  /** A member keeps at most 10 reminders (decision 27). */
  LOW_PRICE_REMINDER_LIMIT: '7200001',
  /** The reminder breaks a rule of spec §5 or §9 (data.fieldErrors). */
  LOW_PRICE_REMINDER_INVALID: '7200002',
  /** The same reminder is set already. */
  LOW_PRICE_REMINDER_DUPLICATE: '7200003',
  // Special services: wheelchairs and special baggage (decision 28; decision 29): 7200040-7200049.
  /** A request's fields refused (with `fieldErrors`: field → ServiceRequest.errors key). */
  SERVICE_REQUEST_INVALID: '7200040',
  /** Requests of this flight are no longer taken (24 hours before departure). */
  SERVICE_REQUEST_CLOSED: '7200041',
  /** The passenger's ticket on the flight is not issued and usable. */
  SERVICE_REQUEST_TICKET_NOT_USABLE: '7200042',
  /** The passenger has a submitted or confirmed request of this kind on the flight already. */
  SERVICE_REQUEST_DUPLICATE: '7200043',
  /** An infant's wheelchair or baggage is asked by the adult they travel with. */
  SERVICE_REQUEST_INFANT: '7200044',
  /** The request can no longer be withdrawn (answered no, withdrawn already, or the flight has left). */
  SERVICE_REQUEST_NOT_CANCELLABLE: '7200045',
  /** The desk answered this request already. */
  SERVICE_REQUEST_ANSWERED: '7200046',
  // Irregular flights (decision 32): 7200060-7200069.
  /** A free change is only for a flight delayed, cancelled or diverted; this one runs as planned. */
  IRREGULAR_NOT_AFFECTED: '7200060',
  /** The delayed flight has left: a free change or keeping it is no longer a choice. */
  IRREGULAR_DEPARTED: '7200061',
  /** The new flight is outside the free change's window (the flight's date and the 7 days after). */
  IRREGULAR_OUTSIDE_WINDOW: '7200062',
  /** The new flight chosen does not operate (cancelled too). */
  IRREGULAR_FLIGHT_NOT_OPERATING: '7200063',
  // Points, growth and the daily sign-in (decision 65): 7350001-7350019.
  /** One sign-in a day in the airline's zone (Beijing time): today's is done already. */
  SIGN_IN_ALREADY: '7350001',
  /** One points supplement application a day (spec §5, §9). */
  POINTS_SUPPLEMENT_DAILY_LIMIT: '7350002',
  /** The application breaks a rule of spec §5 (data.fieldErrors: field → MemberPoints.errors key). */
  POINTS_SUPPLEMENT_INVALID: '7350003',
  /** The flight's points were credited already, or an application for the ticket is under review. */
  POINTS_SUPPLEMENT_DUPLICATE: '7350004',
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export const RESULT_CODES = Object.values(ResultCode) as [ResultCode, ...ResultCode[]];

/** Codes after which the browser clears its login state and opens the login dialog (spec §8). */
export const LOGIN_REQUIRED_CODES: readonly ResultCode[] = [ResultCode.NOT_LOGGED_IN, ResultCode.TOKEN_EXPIRED];

/** HTTP status each code is answered with by the BFF and airline-api. */
export const STATUS_OF_CODE: Record<ResultCode, number> = {
  '0': 200,
  '1000010': 401,
  '1000011': 401,
  '2000001': 400,
  '2000101': 200,
  '2000102': 200,
  '2000103': 200,
  '2000404': 404,
  '4000403': 403,
  '4000401': 401,
  '4000429': 429,
  '5000503': 503,
  '5000504': 504,
  '5000502': 502,
  '5000500': 502,
  '5000000': 500,
  '6100001': 503,
  '3000001': 404,
  '3000002': 401,
  '3000003': 403,
  '3000004': 400,
  '3000005': 400,
  '3000006': 400,
  '3000007': 429,
  '3000008': 423,
  '3000009': 502,
  '3000010': 429,
  '3000011': 429,
  '3000012': 409,
  '3000013': 403,
  '3000014': 409,
  '3000015': 409,
  '3000016': 400,
  '3000017': 400,
  '3000018': 502,
  '3000019': 400,
  '3000020': 409,
  '3000021': 409,
  '3000022': 409,
  '3000023': 400,
  '3000024': 413,
  '6000001': 400,
  '6000002': 400,
  '6000003': 400,
  '6000004': 400,
  '6000005': 400,
  '6000006': 400,
  '6000007': 409,
  '6000008': 409,
  '6000009': 409,
  '6000010': 409,
  '6000011': 400,
  '6000012': 400,
  '6000013': 400,
  '6000014': 400,
  '6000015': 409,
  '6200001': 409,
  '6200002': 409,
  '6200003': 409,
  '6200004': 409,
  '6200005': 409,
  '6400001': 409,
  '6400002': 409,
  '6400003': 400,
  '6400004': 400,
  '6400005': 409,
  '6400006': 409,
  '6400007': 409,
  '6400008': 409,
  '6400009': 400,
  '6400010': 409,
  '6400011': 409,
  '6400012': 409,
  '6400013': 404,
  '6500001': 404,
  '6500002': 409,
  '6720001': 404,
  '6720002': 409,
  '6720003': 409,
  '6720004': 409,
  '6720005': 400,
  '6660001': 404,
  '6660002': 409,
  '6660003': 409,
  '6660004': 409,
  '6660005': 429,
  '6660006': 409,
  '6510001': 409,
  '6510002': 409,
  '6510003': 409,
  '6510004': 404,
  '6000016': 400,
  '6000017': 400,
  '6000018': 409,
  '6000019': 404,
  '6000020': 409,
  '6000021': 409,
  '6000022': 400,
  '6000023': 400,
  '6000024': 409,
  '6000025': 409,
  '6000026': 409,
  '6000027': 409,
  '6000028': 409,
  '6000029': 409,
  '6000030': 409,
  '3000025': 403,
  '3000026': 403,
  '6000031': 409,
  '6000032': 409,
  '6000033': 409,
  '6000034': 409,
  '6000035': 409,
  '6000036': 409,
  '6000037': 400,
  '6000038': 409,
  '6000040': 400,
  '6000041': 400,
  '6000042': 400,
  '6000043': 409,
  '6000044': 429,
  '6300001': 409,
  '6300002': 409,
  '6300003': 409,
  '6300004': 400,
  '6300005': 400,
  '6300006': 400,
  '7000001': 409,
  '7000002': 409,
  '7000003': 409,
  '7000004': 409,
  '7000005': 409,
  '7000006': 409,
  '7000007': 409,
  '7000008': 409,
  '7000009': 409,
  '7000010': 409,
  '7000011': 400,
  '7000012': 400,
  '7000013': 409,
  '7000014': 409,
  '7000015': 409,
  '7000016': 409,
  '7000017': 409,
  '7000018': 409,
  '7000019': 409,
  '7000020': 409,
  '7000021': 409,
  '7000022': 409,
  '7000023': 409,
  '7000024': 409,
  '7000025': 409,
  '7000026': 409,
  '7000027': 409,
  '7000028': 409,
  '7000029': 409,
  '7000030': 400,
  '7000031': 409,
  '7000032': 409,
  '7000033': 409,
  '7100001': 409,
  '7100002': 409,
  '7100003': 409,
  '7100004': 400,
  '7100005': 400,
  '7100006': 400,
  '7100007': 400,
  '7100008': 400,
  '7100009': 409,
  '7100010': 409,
  '7100011': 409,
  '7100012': 409,
  '7100013': 400,
  '7100014': 409,
  '7100015': 409,
  '7100016': 409,
  '7100017': 409,
  '7100018': 409,
  '7100019': 409,
  '7100020': 400,
  '7100021': 400,
  '7100022': 400,
  '7100023': 409,
  '7100024': 409,
  '7100025': 409,
  '7100026': 409,
  '7100027': 400,
  '7100028': 409,
  '7100029': 409,
  '7100030': 409,
  '7100031': 409,
  '7200020': 409,
  '7200021': 409,
  '7200022': 409,
  '7200023': 409,
  '7200024': 409,
  '7200025': 409,
  '7200026': 400,
  '7200027': 409,
  '7200028': 409,
  '7200029': 409,
  '7200030': 409,
  '7200031': 409,
  '7200032': 409,
  '7200033': 400,
  '7200034': 409,
  '7200001': 409,
  '7200002': 400,
  '7200003': 409,
  '7200040': 400,
  '7200041': 409,
  '7200042': 409,
  '7200043': 409,
  '7200044': 409,
  '7200045': 409,
  '7200046': 409,
  '7200060': 409,
  '7200061': 409,
  '7200062': 409,
  '7200063': 409,
  '7350001': 409,
  '7350002': 409,
  '7350003': 400,
  '7350004': 409,
};

export function isResultCode(value: unknown): value is ResultCode {
  return typeof value === 'string' && (RESULT_CODES as readonly string[]).includes(value);
}
