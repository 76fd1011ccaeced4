import { ADD_PEOPLE_ORDER_TYPE } from './add-people/eligibility';
import { addPeopleOrderType } from './add-people/view';
import type { OrderTypeViews } from './booking/order-types';
import { RESCHEDULE_ORDER_TYPE } from './reschedule/moved';
import { rescheduleOrderType } from './reschedule/view';
import { PRODUCT_ORDER_VIEWS } from './special-products/view';

/** The order types features add (spec §4), each with how the order views show it; gathered here for the server. */
export const ORDER_TYPE_VIEWS: OrderTypeViews = new Map([
  [RESCHEDULE_ORDER_TYPE, rescheduleOrderType],
  [ADD_PEOPLE_ORDER_TYPE, addPeopleOrderType],
  ...PRODUCT_ORDER_VIEWS,
]);
