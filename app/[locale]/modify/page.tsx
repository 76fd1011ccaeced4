import { orderChangeEntryMetadata, orderChangeEntryPage } from '../_order-changes/order-change-entry';

export const generateMetadata = orderChangeEntryMetadata('modify');

/** /modify (spec §2 Order changes): where a member or a visitor starts, on the way to their order. */
export default orderChangeEntryPage('modify');
