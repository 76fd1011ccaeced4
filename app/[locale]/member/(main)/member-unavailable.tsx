import { getTranslations } from 'next-intl/server';

/** memberInfoQuery failed: 'user verification failed' (spec §8); the header's leaf clears the session. */
export async function MemberUnavailable() {
  const t = await getTranslations('MemberCentre');
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      {t('verificationFailed')}
    </p>
  );
}
