import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { addOnAddPeoplePage } from '../../../addpeople/_lib/add-people-page';

export const generateMetadata = privatePageMetadata('AddPeople', 'title');

/** /ancillary/child/{orderNo}: adding a child to a ticketed order. Private, never indexed, rendered per request. */
export default addOnAddPeoplePage('child');
