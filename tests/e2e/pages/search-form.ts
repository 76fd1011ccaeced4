import { expect, type Locator, type Page } from '@playwright/test';

/** The date in Asia/Shanghai, `days` from today (the airline's "today"). */
export function shanghaiDate(days = 0): string {
  const d = new Date(Date.now() + 8 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

type Labels = { from: string; to: string; submit: string };

export const LABELS: Record<'zh-CN' | 'en-US', Labels & { depart: string; ret: string; leg: (n: number) => string }> = {
  'zh-CN': {
    from: '出发城市',
    to: '到达城市',
    submit: '搜索航班',
    depart: '出发日期',
    ret: '返回日期',
    leg: (n) => `第${n}程`,
  },
  'en-US': {
    from: 'From',
    to: 'To',
    submit: 'Search flights',
    depart: 'Departure date',
    ret: 'Return date',
    leg: (n) => `Flight ${n}`,
  },
};

/** Page object of the home page's search form. */
export class SearchForm {
  readonly labels: (typeof LABELS)['zh-CN'];

  constructor(
    readonly page: Page,
    readonly locale: 'zh-CN' | 'en-US',
  ) {
    this.labels = LABELS[locale];
  }

  async open() {
    await this.page.goto(`/${this.locale}`);
    // Interactive once hydrated and the visitor-city lookup has settled.
    await this.page.waitForLoadState('networkidle');
    await expect(this.page.getByRole('combobox', { name: this.labels.from }).first()).toBeVisible();
  }

  /** The radios are styled labels over visually hidden inputs: a person clicks the label. */
  async tripType(name: string) {
    await this.page
      .locator('label')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
    await expect(this.page.getByRole('radio', { name })).toBeChecked();
  }

  options(): Locator {
    return this.page.getByRole('listbox').getByRole('option');
  }

  /** Types into a city combobox and picks the first hit with Enter, as a keyboard user would. */
  async city(scope: Page | Locator, label: string, text: string, expected: RegExp | string) {
    const box = scope.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(text);
    await expect(this.options().first()).toBeVisible();
    await box.press('Enter');
    await expect(box).toHaveValue(expected);
  }

  async date(scope: Page | Locator, label: string, value: string) {
    await scope.getByLabel(label, { exact: true }).fill(value);
  }

  leg(n: number): Locator {
    return this.page.getByRole('group', { name: this.labels.leg(n) });
  }

  async submit() {
    await this.page.getByRole('button', { name: this.labels.submit }).click();
  }
}
