import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { registerAccountRoutes } from './account';
import { registerAddOnRoutes } from './add-ons';
import { registerAddPeopleRoutes } from './add-people';
import { registerAddOnRefundRoutes } from './add-on-refunds';
import { registerBoardingPassRoutes } from './boarding-pass';
import { registerBookingRoutes } from './booking';
import { registerCheckInRoutes } from './check-in';
import { registerCityRoutes } from './city';
import { registerCmsRoutes } from './cms';
import { registerCmsAdminRoutes } from './cms-admin';
import { registerComplaintRoutes } from './complaint';
import { registerCouponRoutes } from './coupons';
import { registerDocumentRoutes } from './documents';
import { registerFlightStatusRoutes } from './flight-status';
import { registerTicketValidationRoutes } from './ticket-validation';
import { registerEInvoiceRoutes } from './e-invoice';
import { registerFlightCertificateRoutes } from './flight-certificates';
import { registerIrregularRoutes } from './irregular';
import { registerLowPriceReminderRoutes } from './low-price-reminders';
import { registerMemberRoutes } from './member';
import { registerMemberBookRoutes } from './member-book';
import { registerMemberValueRoutes } from './member-value';
import { registerNetworkInfoRoutes } from './network-info';
import { registerOrderRoutes } from './orders';
import { registerPassengerModifyRoutes } from './passenger-modify';
import { registerPaymentRoutes } from './payment';
import { registerQrLoginRoutes } from './qr-login';
import { registerRealNameRoutes } from './real-name';
import { registerReimbursementVoucherRoutes } from './reimbursement-vouchers';
import { registerRefundRoutes } from './refunds';
import { registerRescheduleRoutes } from './reschedule';
import { registerSavedPassengerRoutes } from './saved-passengers';
import { registerSeatSelectionRoutes } from './seat-selection';
import { registerSecurityRoutes } from './security';
import { registerSelfServiceRoutes } from './self-service';
import { registerServiceRequestRoutes } from './service-requests';
import { registerShopRoutes } from './shop';
import { registerSpecialDocumentRoutes } from './special-documents';
import { registerProductExchangeRoutes } from './special-product-exchange';
import { registerSpecialProductRoutes } from './special-products';
import { registerPresaleInstallmentRoutes } from './presale-installments';
import { registerSpecialProductRefundRoutes } from './special-product-refunds';
import { registerSystemRoutes } from './system';
import { registerThirdPartyRoutes } from './third-party';
import { registerVerificationRoutes } from './verification';
import { registerWalletRoutes } from './wallet';

/** The route map: every route module, by area. URLs are in the contract's UpstreamPath. */
export function registerRoutes(app: FastifyInstance, s: Services): void {
  // System: health, switches, city by IP, admin.
  registerSystemRoutes(app, s);
  // Cities, the route network and content.
  registerCityRoutes(app, s);
  registerNetworkInfoRoutes(app, s);
  registerCmsRoutes(app, s);
  registerCmsAdminRoutes(app, s);
  registerComplaintRoutes(app, s);
  // Shopping: calendar, search, recommendations.
  registerShopRoutes(app, s);
  registerFlightStatusRoutes(app, s);
  // Members and accounts.
  registerMemberRoutes(app);
  registerAccountRoutes(app, s);
  registerVerificationRoutes(app, s);
  registerSecurityRoutes(app, s);
  registerRealNameRoutes(app, s);
  registerThirdPartyRoutes(app, s);
  registerQrLoginRoutes(app, s);
  registerWalletRoutes(app, s);
  registerMemberValueRoutes(app, s);
  registerCouponRoutes(app, s);
  // Booking to ticket.
  registerBookingRoutes(app, s);
  registerSavedPassengerRoutes(app, s);
  registerDocumentRoutes(app, s);
  registerSpecialDocumentRoutes(app, s);
  registerMemberBookRoutes(app, s);
  registerOrderRoutes(app, s);
  registerPaymentRoutes(app, s);
  registerCheckInRoutes(app, s);
  registerBoardingPassRoutes(app, s);
  registerSeatSelectionRoutes(app, s);
  registerAddOnRoutes(app, s);
  registerRefundRoutes(app, s);
  registerAddOnRefundRoutes(app, s);
  registerRescheduleRoutes(app, s);
  registerIrregularRoutes(app, s);
  registerPassengerModifyRoutes(app, s);
  registerAddPeopleRoutes(app, s);
  registerLowPriceReminderRoutes(app, s);
  registerSelfServiceRoutes(app, s);
  registerServiceRequestRoutes(app, s);
  registerTicketValidationRoutes(app, s);
  registerReimbursementVoucherRoutes(app, s);
  registerEInvoiceRoutes(app, s);
  registerFlightCertificateRoutes(app, s);
  // The airline's own products (decision 67).
  registerSpecialProductRoutes(app, s);
  registerProductExchangeRoutes(app, s);
  registerSpecialProductRefundRoutes(app, s);
  registerPresaleInstallmentRoutes(app, s);
}
