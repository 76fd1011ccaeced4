import type { CmsItem } from '@/lib/contract';
import type { FaqGroup } from '@/components/member/member-faq';
import { plainText, sanitizeHtml } from '@/lib/domain/content-html';
import { withoutUnbuiltLinks } from '@/lib/domain/site-destinations';
import { routing } from '@/lib/i18n/routing';

/**
 * The member FAQ column (lib/contract/documents.ts MEMBER_FAQ_CATEGORY) as the page shows it: questions
 * grouped by the name in their `summary`, groups in the order their first question comes in the CMS's
 * list, questions in list order within a group. A question with no group name goes to `otherGroup` (the
 * page's localized "Other"). Answers are sanitized here, on the server, so the browser gets safe markup
 * and no sanitizer; links to pages not built yet lose their link (lib/domain/site-destinations.ts).
 */
export function faqGroups(items: CmsItem[], otherGroup: string): FaqGroup[] {
  const groups = new Map<string, FaqGroup>();
  for (const item of items) {
    const question = item.title.trim();
    if (!question) continue;
    const name = item.summary?.trim() || otherGroup;
    const html = item.content ?? '';
    let group = groups.get(name);
    if (!group) {
      group = { name, questions: [] };
      groups.set(name, group);
    }
    group.questions.push({
      id: item.id,
      question,
      answerHtml: withoutUnbuiltLinks(sanitizeHtml(html), routing.locales),
      answerText: plainText(html),
    });
  }
  return [...groups.values()];
}
