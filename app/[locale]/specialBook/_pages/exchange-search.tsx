import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Field, fieldControlClass } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';

type Option = { value: string; label: string };
/** The product's routes, or (a product of any domestic route) the airports to pair. */
export type RouteChoice = { kind: 'routes'; routes: Option[] } | { kind: 'airports'; airports: Option[] };

type Props = {
  orderNo: string;
  unitId: string;
  choices: RouteChoice;
  leg: { dep: string; arr: string; date: string } | null;
  /** The exchange dates still ahead (the date field's bounds). */
  firstDay: string;
  lastDay: string;
};

/**
 * The route and day to exchange for (spec §2 /specialBook/booking): a plain GET form, so it works before any script
 * and its answer is a page that can be bookmarked or reloaded.
 */
export function ExchangeSearch({ orderNo, unitId, choices, leg, firstDay, lastDay }: Props) {
  const t = useTranslations('ProductExchange');
  const locale = useLocale();
  const options = (list: Option[]) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <form method="get" action={`/${locale}/specialBook/booking`} className="grid gap-4 sm:grid-cols-3 sm:items-end">
      <input type="hidden" name="orderNo" value={orderNo} />
      <input type="hidden" name="unitId" value={unitId} />
      {choices.kind === 'routes' ? (
        <SelectField
          id="exchange-route"
          name="route"
          label={t('route')}
          defaultValue={leg ? `${leg.dep}-${leg.arr}` : choices.routes[0]?.value}
        >
          {options(choices.routes)}
        </SelectField>
      ) : (
        <>
          <SelectField id="exchange-dep" name="dep" label={t('from')} defaultValue={leg?.dep ?? ''} required>
            <option value="">{t('choose')}</option>
            {options(choices.airports)}
          </SelectField>
          <SelectField id="exchange-arr" name="arr" label={t('to')} defaultValue={leg?.arr ?? ''} required>
            <option value="">{t('choose')}</option>
            {options(choices.airports)}
          </SelectField>
        </>
      )}
      <Field id="exchange-date" label={t('date')} hint={t('dateHint', { from: firstDay, to: lastDay })}>
        {(control, invalid) => (
          <input
            {...control}
            type="date"
            name="date"
            required
            min={firstDay}
            max={lastDay}
            defaultValue={leg?.date ?? firstDay}
            className={fieldControlClass(invalid, 'w-full')}
          />
        )}
      </Field>
      <button type="submit" className={buttonClass({ variant: 'primary' }, 'sm:col-start-auto')}>
        {t('search')}
      </button>
    </form>
  );
}
