import { MAX_CHECKED_BAGGAGE_KG } from './add-on-rules';

/**
 * What one checked bag may be (decision 28; spec §9 baggage constants): the CAAC's domestic limits the airline
 * applies on every flight, 50 kg and 40 × 60 × 100 cm (an item over 1 metre on a side is oversize, spec §9). The
 * one source of these figures: the conditions of carriage and the baggage page's consignment notice are both
 * written from here, so the two pages cannot say different things.
 */
export const CHECKED_BAG = {
  maxKg: MAX_CHECKED_BAGGAGE_KG,
  maxCm: [40, 60, 100] as const,
};

/** The sentence both pages state about one checked bag, in each language. */
export function checkedBagSentence(lang: 'zh' | 'en'): string {
  const size = CHECKED_BAG.maxCm.join('×');
  return lang === 'zh'
    ? `单件托运行李重量不超过${CHECKED_BAG.maxKg}公斤，体积不超过${size}厘米`
    : `One checked bag may weigh at most ${CHECKED_BAG.maxKg} kg and measure at most ${size} cm`;
}
