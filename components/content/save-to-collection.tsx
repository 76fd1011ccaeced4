import { getTranslations } from 'next-intl/server';
import { SaveToCollectionButton } from './save-to-collection-button';

/**
 * The "save to my collection" island of a cached content page (decision 8): its labels are read on the
 * server like the rest of the page, so the content pages send no extra message namespace to the browser.
 */
export async function SaveToCollection({ path, title }: { path: string; title: string }) {
  const t = await getTranslations('MemberCollect');
  return (
    <SaveToCollectionButton
      path={path}
      title={title}
      labels={{
        save: t('saveToCollection'),
        saved: t('savedToCollection'),
        view: t('viewCollection'),
        login: t('loginToSave'),
        failed: t('saveFailed'),
      }}
    />
  );
}
