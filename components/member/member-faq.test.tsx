import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { filterGroups, matchesQuery, MemberFaq, searchText, type FaqGroup, type FaqQuestion } from './member-faq';

// spec §2 /member/faq: the member FAQ by group, as disclosures, narrowed by the search box.

const q = (id: string, question: string, answerText: string): FaqQuestion => ({
  id,
  question,
  answerText,
  answerHtml: `<p>${answerText}</p>`,
});

const GROUPS: FaqGroup[] = [
  {
    name: 'Account and security',
    questions: [
      q('1', 'How do I change my password?', 'Go to the Security centre. A password has 6 to 16 characters.'),
      q('2', 'I forgot my password. What can I do?', 'Choose Forgot password in the login window.'),
    ],
  },
  { name: 'Orders and refunds', questions: [q('3', 'How do I ask for a refund?', 'Open the order in My orders.')] },
  {
    name: '发票与资料',
    questions: [q('4', '特殊旅客需要哪些资料？', '患病旅客需医生填写的《旅客医疗信息表（MEDIF）》。')],
  },
];

function inLocale(locale: 'en-US' | 'zh-CN', ui: ReactNode) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'en-US' ? en : zh}
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('the FAQ search rule', () => {
  it('matches everything on an empty or blank query', () => {
    for (const query of ['', '   ', '\u3000']) expect(matchesQuery(GROUPS[0]!.questions[0]!, query)).toBe(true);
  });

  it('matches a word of the question or of the answer, in any case, and full-width letters as half-width', () => {
    const [password] = GROUPS[0]!.questions;
    expect(matchesQuery(password!, 'PASSWORD')).toBe(true);
    expect(matchesQuery(password!, '16 characters')).toBe(true);
    expect(matchesQuery(password!, 'refund')).toBe(false);
    expect(matchesQuery(GROUPS[2]!.questions[0]!, 'ｍｅｄｉｆ')).toBe(true);
    expect(searchText('  A\u3000 B ')).toBe('a b');
  });

  it('needs every word: one word more that is not there matches nothing', () => {
    const [password] = GROUPS[0]!.questions;
    expect(matchesQuery(password!, 'security password')).toBe(true);
    expect(matchesQuery(password!, 'security password wallet')).toBe(false);
  });

  it('leaves out the groups with no question left, and keeps the order of the rest', () => {
    expect(filterGroups(GROUPS, 'password').map((g) => [g.name, g.questions.map((x) => x.id)])).toEqual([
      ['Account and security', ['1', '2']],
    ]);
    expect(filterGroups(GROUPS, 'o').map((g) => g.name)).toEqual(['Account and security', 'Orders and refunds']);
    expect(filterGroups(GROUPS, 'zzz')).toEqual([]);
    expect(filterGroups(GROUPS, '')).toEqual(GROUPS);
  });
});

describe('the FAQ list', () => {
  it('shows every group as a headed section of closed disclosures, answers inside', () => {
    inLocale('en-US', <MemberFaq groups={GROUPS} />);
    const section = screen.getByRole('region', { name: 'Account and security' });
    const questions = within(section).getAllByRole('group');
    expect(questions).toHaveLength(2);
    const details = questions[0] as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')).toHaveTextContent('How do I change my password?');
    expect(details).toHaveTextContent('A password has 6 to 16 characters.');
    expect(screen.getByRole('region', { name: '发票与资料' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('narrows the questions as one types, says how many match, and says so when none do', () => {
    inLocale('en-US', <MemberFaq groups={GROUPS} />);
    const box = screen.getByRole('searchbox', { name: 'Search the FAQ' });
    fireEvent.change(box, { target: { value: 'refund' } });
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Account and security' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('1 question found');
    fireEvent.change(box, { target: { value: 'password' } });
    expect(screen.getByRole('status')).toHaveTextContent('2 questions found');
    fireEvent.change(box, { target: { value: ' wallet ' } });
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No questions match “wallet”. Try another word.');
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.getAllByRole('group')).toHaveLength(4);
  });

  it('speaks Chinese on a Chinese page', () => {
    inLocale('zh-CN', <MemberFaq groups={GROUPS} />);
    const box = screen.getByRole('searchbox', { name: '搜索常见问题' });
    fireEvent.change(box, { target: { value: '医疗' } });
    expect(screen.getByRole('status')).toHaveTextContent('找到 1 个相关问题');
    fireEvent.change(box, { target: { value: '钱包' } });
    expect(screen.getByRole('status')).toHaveTextContent('没有找到与“钱包”相关的问题，请换个关键词试试。');
  });
});
