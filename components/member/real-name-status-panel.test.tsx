import { render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { RealNameData } from '@/lib/contract';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { RealNameExpiredNotice } from './real-name-expired-notice';
import { RealNameStatusPanel } from './real-name-status-panel';

// The locale's Link adds the locale; here it is a plain anchor to the path it is given.
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

const CERTIFY = '/member/security/certificate/certify';
const MANUAL = '/member/security/certificate/manual';
const STATUS = '/member/security/certificate/status';

const certification = (over: Partial<RealNameData> = {}): RealNameData => ({
  status: 3,
  name: '张云雀',
  certificateType: 'NI',
  certificateNumber: '110***********8515',
  submittedAt: '2025-10-27T02:00:00.000Z',
  reviewedAt: '2025-10-27T02:00:00.000Z',
  reason: null,
  expired: false,
  expiresAt: '2027-10-27T02:00:00.000Z',
  ...over,
});

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

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the real-name status and its next step (spec §4 statuses 0 to 3)', () => {
  test('0 not certified: certify now, or manually', () => {
    inLocale('en-US', <RealNameStatusPanel certification={certification({ status: 0 })} variant="summary" />);
    expect(screen.getByTestId('certification-status')).toHaveTextContent('Status: Not certified');
    expect(hrefOf('Certify now')).toBe(CERTIFY);
    expect(hrefOf('Manual certification')).toBe(MANUAL);
    expect(hrefOf('Certification status')).toBe(STATUS);
  });

  test('1 under review: nothing to submit, only the status', () => {
    inLocale('en-US', <RealNameStatusPanel certification={certification({ status: 1 })} variant="full" />);
    expect(screen.getByTestId('certification-status')).toHaveTextContent('Status: Under review');
    expect(screen.queryByRole('link', { name: /Certify/ })).toBeNull();
    expect(screen.getByText('Your certification is being reviewed. The result will show on this page.')).toBeTruthy();
  });

  test('2 failed: the reason and a link to certify again', () => {
    inLocale(
      'zh-CN',
      <RealNameStatusPanel certification={certification({ status: 2, reason: '照片模糊' })} variant="full" />,
    );
    expect(screen.getByTestId('certification-status')).toHaveTextContent('认证状态：认证失败，可重新认证');
    expect(screen.getByText('未通过原因：照片模糊')).toBeTruthy();
    expect(hrefOf('重新认证')).toBe(CERTIFY);
  });

  test('3 certified: until when, in the airline calendar; no form link', () => {
    inLocale('en-US', <RealNameStatusPanel certification={certification()} variant="full" current="status" />);
    expect(screen.getByTestId('certification-status')).toHaveTextContent('Status: Certified');
    expect(screen.getByLabelText('Valid until')).toHaveTextContent('2027-10-27');
    expect(screen.queryByRole('link', { name: /Certify/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Certification status' })).toBeNull();
  });

  test('3 expired (spec §8): the expired message and a link to certify again', () => {
    inLocale(
      'en-US',
      <RealNameStatusPanel
        certification={certification({ expired: true, expiresAt: '2026-11-30T02:00:00.000Z' })}
        variant="full"
      />,
    );
    expect(screen.getByTestId('certification-status')).toHaveTextContent('Status: Expired');
    expect(screen.getByText('Real-name certification expired')).toBeInTheDocument();
    expect(screen.getByLabelText('Expired on')).toHaveTextContent('2026-11-30');
    expect(hrefOf('Certify again')).toBe(CERTIFY);
  });

  test('the page it is on is not linked again', () => {
    inLocale(
      'en-US',
      <RealNameStatusPanel certification={certification({ status: 0 })} variant="summary" current="certify" />,
    );
    expect(screen.queryByRole('link', { name: 'Certify now' })).toBeNull();
    expect(hrefOf('Manual certification')).toBe(MANUAL);
  });

  test('the member home notice says it expired and links to certifying again', () => {
    inLocale('zh-CN', <RealNameExpiredNotice />);
    expect(screen.getByRole('region', { name: '实名认证已过期' })).toHaveTextContent('实名认证已过期');
    expect(hrefOf('重新认证')).toBe(CERTIFY);
  });
});
