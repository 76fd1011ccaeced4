'use client';

import type { ComponentProps } from 'react';
import { AddPeopleForm } from '@/components/add-people/add-people-form';
import { rememberChangeParent, type ChangeParent } from '@/components/reschedule/reschedule-draft';

type Props = Omit<ComponentProps<typeof AddPeopleForm>, 'onPaying'> & { parent: ChangeParent };

/**
 * The add-people form with the payment result's way back: before the browser leaves for the gateway, this tab
 * remembers the original order of the new type-5 order, the way a date change does, so /result shows
 * ChangeOriginLink back to it. Composed here because features do not import each other.
 */
export function AddPeopleBody({ parent, ...props }: Props) {
  return <AddPeopleForm {...props} onPaying={(made) => rememberChangeParent(made.orderNo, parent)} />;
}
