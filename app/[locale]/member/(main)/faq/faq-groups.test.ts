import type { CmsItem } from '@/lib/contract';
import { faqGroups } from './faq-groups';

// spec §2 /member/faq: the CMS column as the page groups it.

const item = (id: string, title: string, summary: string | null, content: string | null): CmsItem => ({
  id,
  title,
  summary,
  content,
  imageUrl: null,
  linkUrl: null,
  publishTime: '2026-11-30T02:00:00.000Z',
});

describe('faqGroups', () => {
  it('groups questions by their group name, groups and questions in the order the CMS lists them', () => {
    const groups = faqGroups(
      [
        item('mfaq-en-1', 'Q1', 'Account', '<p>A1</p>'),
        item('mfaq-en-2', 'Q2', 'Orders', '<p>A2</p>'),
        item('mfaq-en-3', 'Q3', 'Account', '<p>A3</p>'),
      ],
      'Other',
    );
    expect(groups.map((g) => [g.name, g.questions.map((q) => q.id)])).toEqual([
      ['Account', ['mfaq-en-1', 'mfaq-en-3']],
      ['Orders', ['mfaq-en-2']],
    ]);
  });

  it('puts a question without a group name under the localized other group, and skips one with no question', () => {
    const groups = faqGroups(
      [item('a', 'Q', null, null), item('b', 'R', '  ', '<p>x</p>'), item('c', '  ', 'Account', '<p>y</p>')],
      '其他',
    );
    expect(groups).toEqual([
      {
        name: '其他',
        questions: [
          { id: 'a', question: 'Q', answerHtml: '', answerText: '' },
          { id: 'b', question: 'R', answerHtml: '<p>x</p>', answerText: 'x' },
        ],
      },
    ]);
  });

  it('sanitizes the answer for the page and keeps its plain text for the search', () => {
    const [group] = faqGroups(
      [
        item(
          'x',
          'Q',
          'G',
          '<p onclick="steal()">See <a href="/en-US/member/order">My orders</a> or <a href="/en-US/firstService/index">a season ticket</a>.</p><script>alert(1)</script>',
        ),
      ],
      'Other',
    );
    const [question] = group!.questions;
    // A link English cannot follow (a zh-CN only page) keeps its words only.
    expect(question!.answerHtml).toBe('<p>See <a href="/en-US/member/order">My orders</a> or a season ticket.</p>');
    expect(question!.answerText).toBe('See My orders or a season ticket .');
  });
});
