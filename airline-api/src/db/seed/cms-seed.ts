/** The shape of one CMS entry of the seed, apart from the files that hold the entries and the one that gathers them. */
export type CmsLanguage = 'zh_CN' | 'en_US';

export type CmsSeed = {
  id: string;
  categoryTypeCode: string;
  language: CmsLanguage;
  title: string;
  summary: string | null;
  content: string | null;
  imageUrl: string | null;
  linkUrl: string | null;
  /** Days before the seed day it was published. */
  daysAgo: number;
};
