'use client';

import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import * as account from '@/lib/bff-client/account';

const PROVIDERS = ['wechat', 'qq', 'weibo', 'alipay'] as const;

/** Third-party login (spec §1): each button goes through the BFF to the provider's authorise page. */
export function ThirdPartyButtons({ next }: { next: string | null }) {
  const t = useTranslations('Login');
  const locale = useLocale();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('thirdPartyIntro')}</p>
      <ul className="grid grid-cols-2 gap-2">
        {PROVIDERS.map((provider) => (
          <li key={provider}>
            <a
              href={account.oauthStart.url({ provider, locale, next })}
              className={buttonClass({ variant: 'secondary', block: true }, 'text-sm')}
            >
              {t(`providers.${provider}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
