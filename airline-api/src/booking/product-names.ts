import type { BookingAddOnKind, UpstreamLanguage } from '@/lib/contract';
import { INSURANCE, MAILING, MEALS, PRIORITY } from './products';

type Text = { zh: string; en: string };
const pick = (text: Text, language: UpstreamLanguage) => (language === 'en_US' ? text.en : text.zh);

const SEAT_KIND: Record<string, Text> = {
  FRONT: { zh: '前排座位', en: 'Front-row seat' },
  EXIT: { zh: '出口座位', en: 'Exit-row seat' },
  WINDOW: { zh: '靠窗座位', en: 'Window seat' },
  AISLE: { zh: '靠过道座位', en: 'Aisle seat' },
  MIDDLE: { zh: '中间座位', en: 'Middle seat' },
};
const BAGGAGE: Text = { zh: '托运行李 {kg} 公斤', en: 'Checked baggage {kg} kg' };
const PRIORITY_NAME: Text = { zh: '优先登机', en: 'Priority boarding' };
const MAILING_NAME: Text = { zh: '邮寄行程单', en: 'Mailed itinerary' };

/**
 * The name a customer reads for a product an order holds, never its code: 'Checked baggage 10 kg',
 * 'Flight accident insurance', 'Window seat'. The code itself only for a product no longer sold.
 */
export function productName(kind: BookingAddOnKind, productCode: string, language: UpstreamLanguage): string {
  switch (kind) {
    case 'BAGGAGE': {
      const kg = /^BAG(\d+)$/.exec(productCode)?.[1];
      return kg ? pick(BAGGAGE, language).replace('{kg}', kg) : productCode;
    }
    case 'SEAT': {
      const seat = SEAT_KIND[productCode.replace(/^SEAT_/, '')];
      return seat ? pick(seat, language) : productCode;
    }
    case 'INSURANCE': {
      const product = INSURANCE.find((p) => p.productCode === productCode);
      return product ? pick(product.name, language) : productCode;
    }
    case 'MEAL': {
      const meal = MEALS.find((m) => m.productCode === productCode);
      return meal ? pick(meal.name, language) : productCode;
    }
    case 'PRIORITY':
      return productCode === PRIORITY.productCode ? pick(PRIORITY_NAME, language) : productCode;
    case 'MAILING':
      return productCode === MAILING.productCode ? pick(MAILING_NAME, language) : productCode;
  }
}
