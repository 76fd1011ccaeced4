'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { pushToast } from '@/components/ui/toast-store';
import * as wallet from '@/lib/bff-client/wallet';
import { Link } from '@/lib/i18n/navigation';
import { announceMemberChange } from '@/lib/member-hint';

/**
 * Opening the wallet (spec §4, §6, §8; decision 64): the rules first (a valid real-name certification, a bound
 * phone), each with the page that fixes it, then one button. A refusal is said here as well as in the toast.
 */
export function WalletOpen() {
  const t = useTranslations('WalletFunds');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function open() {
    setBusy(true);
    setRefusal(null);
    const result = await wallet.openWallet.call(undefined);
    setBusy(false);
    if (!result.ok) {
      setRefusal(result.msg);
      return;
    }
    pushToast('message', t('opened'));
    router.refresh();
    announceMemberChange();
  }

  return (
    <div className="mt-3 space-y-3">
      <h2 className="text-base font-semibold">{t('openHeading')}</h2>
      <p className="text-sm">{t('openRules')}</p>
      <ul className="list-disc space-y-1 ps-5 text-sm">
        <li>
          {t('ruleRealName')} (
          <Link href="/member/security/certificate/certify" className="inline-flex min-h-6 items-center underline">
            {t('ruleRealNameLink')}
          </Link>
          )
        </li>
        <li>
          {t('rulePhone')} (
          <Link href="/member/security/security" className="inline-flex min-h-6 items-center underline">
            {t('rulePhoneLink')}
          </Link>
          )
        </li>
      </ul>
      <p className="text-sm text-slate-700">{t('rulePassword')}</p>
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <Button busy={busy} onClick={open}>
        {t('open')}
      </Button>
    </div>
  );
}
