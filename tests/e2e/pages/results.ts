import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Page object of the results page (/book/booking). Flight cards are compact: their fares open on demand
 * with the card's "Show N fares" / "查看N种票价" button.
 */
const SHOW = /^(Show \d+ fares|查看\d+种票价)/;

export function flightCards(page: Page): Locator {
  return page.getByRole('article');
}

/** Opens a card's fares (its disclosure) and answers the card. */
export async function openFares(card: Locator): Promise<Locator> {
  const toggle = card.getByRole('button', { name: SHOW });
  await toggle.click();
  await expect(card.getByRole('button', { expanded: true })).toBeVisible();
  return card;
}

/** Chooses the first fare whose "Select …" link matches `name`, opening cards in order until one has it. */
export async function chooseFare(page: Page, name: RegExp): Promise<void> {
  const cards = flightCards(page);
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    await openFares(card);
    const link = card.getByRole('link', { name });
    if ((await link.count()) > 0) {
      await link.first().click();
      return;
    }
  }
  throw new Error(`no fare matching ${name} on this page`);
}

/**
 * The page's content scrolls only vertically: nothing in <main> sticks out to the side (the header is the
 * shell's, checked by its own specs). A scroll container inside (the price strip) clips its own overflow.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const main = document.getElementById('main')!;
    return Math.max(main.scrollWidth - main.clientWidth, main.getBoundingClientRect().right - window.innerWidth);
  });
  expect(overflow).toBeLessThanOrEqual(0);
}
