import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The widths every key page is looked at: the small phone, the common phone, the laptop. */
export const WIDTHS = { phoneSmall: 320, phone: 390, desktop: 1366 } as const;
export const HEIGHTS: Record<number, number> = { 320: 640, 390: 844, 1366: 768 };

/**
 * What is broken in the page's layout as it is drawn now, each as one line (empty when nothing is):
 * - the page scrolls sideways (wider than the viewport);
 * - a target (link, button, field, tab) is smaller than 24 x 24 px and too close to another to pass on
 *   spacing (WCAG 2.5.8; a link inside a sentence is exempt, as WCAG says);
 * - a text is stacked one or two characters per line (at least 3 lines, none wider than 2 em);
 * - a Latin word is split over two lines (its column is narrower than the word);
 * - a text is cut off: its box hides part of it (overflow hidden, no ellipsis meant).
 * With LAYOUT_SHOTS=<folder> each page checked is also saved there as a full-page screenshot, to be looked at by
 * a person (the DOM checks cannot see everything a phone shows).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const shots = process.env.LAYOUT_SHOTS;
  if (shots) {
    mkdirSync(shots, { recursive: true });
    const { pathname } = new URL(page.url());
    const width = page.viewportSize()?.width ?? 0;
    const name = `${pathname.replace(/[^A-Za-z0-9-]+/g, '_')}-${width}-${Date.now()}.png`;
    await page.screenshot({ path: path.join(shots, name), fullPage: true });
  }
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
      const id = el.id ? `#${el.id}` : '';
      return `<${el.tagName.toLowerCase()}${id}> "${text.slice(0, 40)}"`;
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 0 && rect.height > 0;
    };
    // Visually hidden for screen readers (sr-only at some width): clipped away, or a 1 x 1 px box that clips.
    const screenReaderOnly = (el: Element): boolean => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
        const r = at.getBoundingClientRect();
        if (r.width <= 1 && r.height <= 1 && style.overflow === 'hidden') return true;
      }
      return false;
    };

    if (document.documentElement.scrollWidth > width + 1) {
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => visible(el) && el.getBoundingClientRect().right > width + 1)
        .filter((el) => !el.closest('[data-scrolls-x]'))
        .slice(-3)
        .map(name);
      problems.push(`scrolls sideways: ${document.documentElement.scrollWidth} > ${width} (${wide.join(', ')})`);
    }

    const targets = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=slider], [role=checkbox], [role=radio], [role=option]',
      ),
    ].filter(
      (el) =>
        visible(el) &&
        !el.closest('[aria-hidden=true]') &&
        // A visually hidden control with a visible label: the label is the target.
        !(el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) && el.labels?.length),
    );
    const rects = targets.map((el) => el.getBoundingClientRect());
    const inSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const parent = el.parentElement;
      return !!parent && (parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 3;
    };
    targets.forEach((el, i) => {
      const r = rects[i]!;
      if (r.width >= 23.5 && r.height >= 23.5) return;
      if (inSentence(el)) return;
      // Spacing: a 24 px circle on its centre touches no other target.
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const crowded = rects.some((o, j) => {
        if (j === i || targets[j]!.contains(el) || el.contains(targets[j]!)) return false;
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (crowded) problems.push(`small target ${Math.round(r.width)}x${Math.round(r.height)}: ${name(el)}`);
    });

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (text.length < 3 || !parent || !visible(parent) || parent.closest('script, style, svg')) continue;
      if (screenReaderOnly(parent)) continue;
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      const em = parseFloat(getComputedStyle(parent).fontSize);
      if (lines.length >= 3 && lines.every((r) => r.width <= 2 * em)) {
        problems.push(`stacked text (${lines.length} lines): ${name(parent)}`);
      }
      // A Latin word split over two lines ("Internatio / nal"): its column is narrower than the word.
      if (lines.length < 2) continue;
      for (const word of (node.textContent ?? '').matchAll(/[A-Za-z]{4,}/g)) {
        const wordRange = document.createRange();
        wordRange.setStart(node, word.index);
        wordRange.setEnd(node, word.index + word[0].length);
        const tops = new Set([...wordRange.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) problems.push(`word broken over lines "${word[0]}": ${name(parent)}`);
      }
    }

    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el) || el.closest('[data-scrolls-x]') || screenReaderOnly(el)) continue;
      const style = getComputedStyle(el);
      const hides = (v: string) => v === 'hidden' || v === 'clip';
      if (!hides(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      if (el.scrollWidth > el.clientWidth + 2 && (el.textContent ?? '').trim() !== '') {
        problems.push(`cut off (${el.scrollWidth} > ${el.clientWidth}): ${name(el)}`);
      }
    }
    return problems;
  });
}
