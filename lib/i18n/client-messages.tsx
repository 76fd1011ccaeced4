import 'server-only';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageLocale } from './page-locale';
import type { Locale } from './routing';

/**
 * The messages a page sends to the browser: only what its client components read, not the whole catalogue
 * (every page's HTML carried all ~37 kB of it in the RSC payload). A path is a namespace or one key in it.
 * Server components read every message on the server as before.
 */
export const SHELL_MESSAGES = [
  'Common',
  'CookieBanner',
  'Toast',
  'Errors.networkAnomaly',
  'UserMenu',
  'ErrorPage',
  'Metadata.errorTitle',
  // The login dialog opens on any page.
  'Login',
  'Captcha',
  'VerifyCode',
  'PhoneField',
  'AccountRules',
] as const;

/** components/ui/wallet-pay: paying an add-on order from the wallet (decision 49). */
export const WALLET_PAY_MESSAGES = [
  'OrderPay.wallet',
  'OrderPay.walletBalance',
  'OrderPay.walletCurrencyNote',
  'OrderPay.walletPay',
  'OrderPay.walletInsufficient',
  'OrderPay.walletConfirmQuestion',
  'OrderPay.walletConfirmHint',
  'OrderPay.walletConfirm',
  'OrderPay.walletBack',
  'OrderPay.walletFailed',
] as const;

export const SEARCH_MESSAGES = ['SearchForm', 'SearchErrors', 'CityInput'] as const;

/** The results page (/book/booking): the search bar and the results' own islands, nothing of the funnel (decision 33). */
export const RESULTS_MESSAGES = [
  ...SEARCH_MESSAGES,
  'Booking',
  'FlightCard',
  'PriceCalendar',
  'PriceStrip',
  'RouteRecommend',
  'RouteTips',
  'DepartureRecommend',
  'SearchMessages',
] as const;

/**
 * The funnel's passenger, services and confirm steps (/book/pmsg, /book/otherbuy, /book/confirm): their forms, the
 * booking rules' messages and the search messages a lost draft shows. Nothing of the results page or the order.
 */
export const FUNNEL_STEP_MESSAGES = ['BookingFunnel', 'BookingRules', 'SearchMessages'] as const;

/** The funnel's payment step (/book/pay): the order's summary and its payment. */
export const FUNNEL_PAY_MESSAGES = ['Order', 'OrderPay'] as const;

/**
 * The booking funnel (passengers, services, confirm, pay, order) and the pages after payment; an order's flights
 * there say their status (decision 78).
 */
export const BOOKING_MESSAGES = [
  ...RESULTS_MESSAGES,
  'BookingFunnel',
  'BookingRules',
  'Order',
  'OrderPay',
  'OrderLookup',
  'PaymentResult',
  'TripFlightStatus',
  'FlightStatus',
] as const;

/**
 * The special products' pages (decisions 67, 68): the beneficiaries step, the refund form and the flash sale's
 * countdown are their client islands.
 */
export const SPECIAL_PRODUCT_MESSAGES = [
  'SpecialProducts',
  'SpecialProductRefund',
  'FlashSale',
  'Presale',
  'PresaleInstallments',
] as const;

/** A flight exchanged with a card (/specialBook): the flights' exchange buttons are the client island. */
export const PRODUCT_EXCHANGE_MESSAGES = ['ProductExchange'] as const;

export const MEMBER_MESSAGES = [
  'MemberCentre',
  'Security',
  'MyInformation',
  // The saved passengers' list and form (/member/passengers), with the passenger rules' messages.
  'MemberPassengers',
  'SpecialDocuments',
  'BookingRules',
  // The address book: contacts, addresses, beneficiaries, invoice titles, saved items.
  'MemberBook',
  'MemberBeneficiary',
  'MemberCollect',
  // The wallet's opening, bank cards, top-ups and withdrawals (decision 64).
  'WalletFunds',
  'Order',
  'OrderPay',
  'PaymentResult',
] as const;

type Messages = Record<string, unknown>;

export function pickMessages(all: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {};
  for (const path of paths) {
    const [namespace, key] = path.split('.') as [string, string | undefined];
    const source = all[namespace];
    if (source === undefined) throw new Error(`no message namespace ${namespace}`);
    if (key === undefined) {
      picked[namespace] = source;
      continue;
    }
    const value = (source as Messages)[key];
    if (value === undefined) throw new Error(`no message ${path}`);
    picked[namespace] = { ...(picked[namespace] as Messages | undefined), [key]: value };
  }
  return picked;
}

/**
 * Hands the shell's messages and the given ones to the client components below it. The locale is passed
 * in: Next renders layouts and pages in parallel, so one segment's setRequestLocale may not have run yet.
 */
export async function ClientMessages({
  locale,
  paths = [],
  withShell = true,
  children,
}: {
  locale: Locale;
  paths?: readonly string[];
  /** false when nothing below reads the shell's messages (a nested provider replaces, never merges). */
  withShell?: boolean;
  children: ReactNode;
}) {
  const all = (await getMessages({ locale })) as Messages;
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(all, withShell ? [...SHELL_MESSAGES, ...paths] : paths)}
    >
      {children}
    </NextIntlClientProvider>
  );
}

/** A layout that only hands an area's messages to its pages (booking, result, member centre). */
export function messagesLayout(paths: readonly string[]) {
  return async function MessagesLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ locale: string }>;
  }) {
    return (
      <ClientMessages locale={await pageLocale(params)} paths={paths}>
        {children}
      </ClientMessages>
    );
  };
}
