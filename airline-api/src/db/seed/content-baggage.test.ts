import { CHECKED_BAG, checkedBagSentence } from '@/lib/domain/baggage-allowance';
import { consignmentNoticeSeed } from './content-consignment-notice';
import { staticSeed } from './content-static';

/** Issue 28 §6: the conditions of carriage and the baggage page said 32 kg / 158 cm and 50 kg / 40×60×100 cm. */
describe('one checked bag, said the same way on every page', () => {
  const pages = [...staticSeed(), ...consignmentNoticeSeed()];
  const conditions = (lang: 'zh' | 'en') => pages.find((p) => p.id === `static-${lang}-transportTerms`)!;
  const notice = (language: 'zh_CN' | 'en_US') => consignmentNoticeSeed().find((p) => p.language === language)!;

  it.each(['zh', 'en'] as const)(
    'the conditions of carriage and the consignment notice in %s state one sentence',
    (lang) => {
      const sentence = checkedBagSentence(lang);
      expect(conditions(lang).content).toContain(sentence);
      expect(notice(lang === 'zh' ? 'zh_CN' : 'en_US').content).toContain(sentence);
    },
  );

  it('no page states another weight or size for a bag', () => {
    for (const page of pages) expect(page.content ?? '').not.toMatch(/32\s*(公斤|kg)|158\s*(厘米|cm)/);
    expect(checkedBagSentence('en')).toContain(`${CHECKED_BAG.maxKg} kg`);
    expect(checkedBagSentence('zh')).toContain('40×60×100厘米');
  });
});
