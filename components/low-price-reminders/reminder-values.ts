import type { UseFormReturn } from 'react-hook-form';
import { plainResolver } from '@/components/ui/plain-resolver';
import type { LowPriceReminderAddBody, LowPriceReminderPriceQuery } from '@/lib/contract/low-price-reminders';
import type { CityOption } from '@/lib/domain/city-search';
import {
  REMINDER_DEFAULT_EARLIEST,
  REMINDER_DEFAULT_LATEST,
  validateReminder,
  type ReminderChannel,
  type ReminderDraft,
  type ReminderField,
  type ReminderIssueKey,
  type ReminderIssues,
  type ReminderMode,
} from '@/lib/domain/low-price-reminder-rules';
import { plusDays } from './reminder-format';

/** The reminder as the form holds it; each rule's field name is the one lib/domain and the BFF use. */
export type ReminderValues = {
  dep: CityOption | null;
  arr: CityOption | null;
  earliestTime: string;
  latestTime: string;
  startDate: string;
  endDate: string;
  mode: ReminderMode;
  /** Whole yuan as typed (digits only). */
  priceThreshold: string;
  discountTenths: number;
  channel: ReminderChannel | null;
  doNotDisturb: boolean;
};

export type ReminderFormApi = UseFormReturn<ReminderValues, unknown, LowPriceReminderAddBody>;

/** What each part of the form gets: the form, a field's element id, and its localized error. */
export type ReminderSectionProps = {
  form: ReminderFormApi;
  fieldId: (field: ReminderField) => string;
  error: (field: ReminderField) => string | undefined;
};

const REMINDER_FIELDS: readonly string[] = [
  'dep',
  'arr',
  'earliestTime',
  'latestTime',
  'startDate',
  'endDate',
  'priceThreshold',
  'discountTenths',
  'channel',
] satisfies ReminderField[];

const ISSUE_KEYS: readonly string[] = [
  'departureRequired',
  'arrivalRequired',
  'sameCity',
  'cityUnknown',
  'routeNotOpen',
  'timeInvalid',
  'latestNotAfterEarliest',
  'startRequired',
  'startInPast',
  'endRequired',
  'endNotAfterStart',
  'dateTooFar',
  'priceRequired',
  'priceOutOfRange',
  'discountOutOfRange',
  'channelRequired',
  'channelUnbound',
] satisfies ReminderIssueKey[];

/** Only keys the page has words for are shown: anything else from the server falls back to the form's line. */
export const isReminderField = (field: string): field is ReminderField => REMINDER_FIELDS.includes(field);
export const isReminderIssueKey = (key: string | undefined): key is ReminderIssueKey => ISSUE_KEYS.includes(key ?? '');

/** Spec §9: 09:00 to 18:00, today to a week on, a price, SMS if bound (else e-mail), quiet nights. */
export function reminderDefaults(today: string, channels: Record<ReminderChannel, string | null>): ReminderValues {
  return {
    dep: null,
    arr: null,
    earliestTime: REMINDER_DEFAULT_EARLIEST,
    latestTime: REMINDER_DEFAULT_LATEST,
    startDate: today,
    endDate: plusDays(today, 7),
    mode: 'PRICE',
    priceThreshold: '',
    discountTenths: 5,
    channel: channels.SMS ? 'SMS' : channels.EMAIL ? 'EMAIL' : null,
    doNotDisturb: true,
  };
}

const yuanOfText = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** What lib/domain's rules read. */
export function draftOf(v: ReminderValues): ReminderDraft {
  return {
    dep: v.dep && { code: v.dep.code, type: v.dep.type },
    arr: v.arr && { code: v.arr.code, type: v.arr.type },
    earliestTime: v.earliestTime,
    latestTime: v.latestTime,
    startDate: v.startDate,
    endDate: v.endDate,
    mode: v.mode,
    priceYuan: yuanOfText(v.priceThreshold),
    discountTenths: v.mode === 'DISCOUNT' ? Number(v.discountTenths) : null,
    channel: v.channel,
  };
}

/** The fields the lowest fare now depends on: it is asked once these pass their rules. */
const WINDOW_FIELDS: ReminderField[] = ['dep', 'arr', 'earliestTime', 'latestTime', 'startDate', 'endDate'];

/** The lowest-fare question of a route and window that pass their rules, else null. */
export function priceQueryOf(v: ReminderValues, issues: ReminderIssues): LowPriceReminderPriceQuery | null {
  if (!v.dep || !v.arr || WINDOW_FIELDS.some((f) => issues[f])) return null;
  return {
    depCode: v.dep.code,
    depCodeType: v.dep.type,
    arrCode: v.arr.code,
    arrCodeType: v.arr.type,
    startDate: v.startDate,
    endDate: v.endDate,
    earliestTime: v.earliestTime,
    latestTime: v.latestTime,
  };
}

/** The body `lowPriceReminders.add` takes: the price in fen, the other rule's field null. */
function bodyOf(v: ReminderValues): LowPriceReminderAddBody {
  const priceYuan = yuanOfText(v.priceThreshold);
  return {
    depCode: v.dep?.code ?? '',
    depCodeType: v.dep?.type ?? 'CITY',
    arrCode: v.arr?.code ?? '',
    arrCodeType: v.arr?.type ?? 'CITY',
    earliestTime: v.earliestTime,
    latestTime: v.latestTime,
    startDate: v.startDate,
    endDate: v.endDate,
    mode: v.mode,
    priceThreshold: v.mode === 'PRICE' && priceYuan !== null ? priceYuan * 100 : null,
    discountTenths: v.mode === 'DISCOUNT' ? Number(v.discountTenths) : null,
    channel: v.channel ?? 'SMS',
    doNotDisturb: v.doNotDisturb,
  };
}

/**
 * lib/domain's rules, the ones the BFF's route runs on the same reminder: each error's message is its
 * LowPriceRemind.errors key. `today` is the airline's date.
 */
export const reminderResolver = (today: string) =>
  plainResolver<ReminderValues, LowPriceReminderAddBody>((v) => validateReminder(draftOf(v), today), bodyOf);
