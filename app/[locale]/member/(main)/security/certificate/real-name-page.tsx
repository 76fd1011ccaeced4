import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CertificateOption } from '@/components/member/real-name-form';
import { LOGIN_REQUIRED_CODES, type RealNameData } from '@/lib/contract';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { Locale } from '@/lib/i18n/routing';
import { realNameStatus } from '@/lib/upstream/member';
import { certificateTypes } from '@/lib/upstream/system';
import { requireMember } from '@/lib/session';

/**
 * What a real-name page (spec §2 /member/security/certificate/*) reads: the member's certification, and for
 * the forms the document types in the page's language. `unavailable` is a refused token ('user
 * verification failed'); `failed` any other upstream failure, shown as a localized line with a reload link.
 */
export type RealNamePageData =
  | { kind: 'ok'; certification: RealNameData; types: CertificateOption[] }
  | { kind: 'unavailable' }
  | { kind: 'failed' };

async function loadRealNamePage(locale: Locale, { withTypes }: { withTypes: boolean }): Promise<RealNamePageData> {
  const context = await upstreamContextFor(locale);
  const [certification, types] = await Promise.all([
    realNameStatus(context),
    withTypes ? certificateTypes(context) : null,
  ]);
  if (!certification.ok) return { kind: LOGIN_REQUIRED_CODES.includes(certification.code) ? 'unavailable' : 'failed' };
  const t = await getTranslations({ locale, namespace: 'RealNameCertificate' });
  const options: CertificateOption[] = types?.ok
    ? [...types.data.domestic, ...types.data.internation]
        .filter((type, n, all) => all.findIndex((o) => o.typeId === type.typeId) === n)
        .map((type) => ({ typeId: type.typeId, label: locale === 'zh-CN' ? type.nameZh : type.nameEn }))
    : [{ typeId: 'NI', label: t('defaultCertificate') }];
  return { kind: 'ok', certification: certification.data, types: options };
}

/**
 * How every real-name page starts: the page's locale, the member (else the login page), the page's words and what
 * it reads (loadRealNamePage).
 */
export async function openRealNamePage(params: Promise<{ locale: string }>, options: { withTypes: boolean }) {
  const locale = await pageLocale(params);
  await requireMember(locale);
  const [t, data] = await Promise.all([getTranslations('RealNameCertificate'), loadRealNamePage(locale, options)]);
  return { locale, t, data };
}

/** An upstream failure as the member sees it: a localized alert with a way to try again (never a crash). */
export async function RealNameLoadFailed({ reloadHref }: { reloadHref: string }) {
  const t = await getTranslations('RealNameCertificate');
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{t('loadFailed')}</p>
      <a href={reloadHref} className="mt-2 inline-flex min-h-6 items-center underline">
        {t('reload')}
      </a>
    </div>
  );
}
