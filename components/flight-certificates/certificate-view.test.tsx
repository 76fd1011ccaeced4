import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { FlightCertificate } from '@/lib/contract';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { CERT } from './certificate-fixture';
import { CertificateView } from './certificate-view';

// Decision 70: a certificate a newer one replaced (the flight landed after it was issued) still shows what it
// states, and says it was replaced and when (Beijing time).

const show = (certificate: FlightCertificate, locale: 'en-US' | 'zh-CN' = 'en-US') =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh}>
      <CertificateView certificate={certificate} locale={locale} heading="Certificate" />
    </NextIntlClientProvider>,
  );

describe('CertificateView', () => {
  it('says nothing of a replacement while the certificate is the one in force', () => {
    show(CERT);
    expect(screen.queryByTestId('fc-superseded')).not.toBeInTheDocument();
    expect(screen.getByTestId('fc-actual-arrival')).toHaveTextContent('None');
  });

  it('says when a newer certificate replaced it, in Beijing time', () => {
    show({ ...CERT, supersededAt: '2026-12-10T05:30:00.000Z' });
    expect(screen.getByTestId('fc-superseded')).toHaveTextContent(
      /replaced this one on 2026-12-10 13:30 \(Beijing time\)/,
    );
  });

  it('says it in Chinese on the Chinese page', () => {
    show({ ...CERT, supersededAt: '2026-12-10T05:30:00.000Z' }, 'zh-CN');
    expect(screen.getByTestId('fc-superseded')).toHaveTextContent('2026-12-10 13:30（北京时间）被同一客票的新证明取代');
  });
});
