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
 * - a text is cut off: its box hides part of it (overflow hidden, no ellipsis meant);
 * - a text is drawn over another text (a date strip's days running into each other); bars that float over the page
 *   (fixed or sticky) are left out, as the page scrolls under them;
 * - a table is wider than the frame it scrolls in, with no cue that it scrolls (tables become stacked rows on a
 *   phone; a frame that does scroll on purpose says so with `data-scroll-cue` and shows it).
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
      // checkVisibility: also false inside a closed <details> (its content is laid out but not drawn).
      if (!el.checkVisibility({ visibilityProperty: true })) return false;
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
    ].filter((el) => visible(el) && !el.closest('[aria-hidden=true]'));
    // A check box or radio with a label: the label is the target too (a tap on it toggles the control), so
    // the larger of the two counts, and a small box in a tall label row passes while a bare 16 px box does not.
    const labelOf = (el: Element) =>
      el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) ? el.labels?.[0] : undefined;
    const rects = targets.map((el) => {
      const own = el.getBoundingClientRect();
      const label = labelOf(el);
      if (!label || !visible(label)) return own;
      const l = label.getBoundingClientRect();
      return l.width * l.height > own.width * own.height ? l : own;
    });
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
        const other = targets[j]!;
        if (j === i || other.contains(el) || el.contains(other) || labelOf(el)?.contains(other)) return false;
        if (labelOf(other)?.contains(el)) return false;
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (crowded) problems.push(`small target ${Math.round(r.width)}x${Math.round(r.height)}: ${name(el)}`);
    });

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    // Fixed and sticky bars float over the page as it scrolls, and absolute pieces (a strip's arrows over its
    // ends) are laid over on purpose; neither is text running into text.
    const floating = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky' || position === 'absolute') return true;
      }
      return false;
    };
    // The part of a line a person can see: what the boxes around it that clip (a scroller, a closed menu) let show.
    const shown = (el: Element, r: DOMRect): DOMRect | null => {
      let { left, top, right, bottom } = r;
      for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = at.getBoundingClientRect();
        left = Math.max(left, box.left);
        top = Math.max(top, box.top);
        right = Math.min(right, box.right);
        bottom = Math.min(bottom, box.bottom);
        if (right - left <= 0 || bottom - top <= 0) return null;
      }
      return new DOMRect(left, top, right - left, bottom - top);
    };
    const drawn: { parent: Element; rects: DOMRect[] }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || !visible(parent) || parent.closest('script, style, svg')) continue;
      if (screenReaderOnly(parent)) continue;
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      if (!floating(parent)) {
        const seen = lines.map((r) => shown(parent, r)).filter((r): r is DOMRect => r !== null);
        if (seen.length > 0) drawn.push({ parent, rects: seen });
      }
      if (text.length < 3) continue;
      const em = parseFloat(getComputedStyle(parent).fontSize);
      if (lines.length >= 3 && lines.every((r) => r.width <= 2 * em)) {
        problems.push(`stacked text (${lines.length} lines): ${name(parent)}`);
      }
      // A Latin word split over two lines ("Internatio / nal"): its column is narrower than the word. A number or
      // code set to break anywhere (`break-all`: an order or coupon number) has no words to split.
      if (lines.length < 2 || getComputedStyle(parent).wordBreak === 'break-all') continue;
      for (const word of (node.textContent ?? '').matchAll(/[A-Za-z]{4,}/g)) {
        const wordRange = document.createRange();
        wordRange.setStart(node, word.index);
        wordRange.setEnd(node, word.index + word[0].length);
        const tops = new Set([...wordRange.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) problems.push(`word broken over lines "${word[0]}": ${name(parent)}`);
      }
    }

    // Text over text: two texts of elements apart from each other whose lines cover each other by more than a
    // quarter of the smaller (a glyph's side bearings touching is not a fault).
    const reported = new Set<Element>();
    for (let i = 0; i < drawn.length; i++) {
      for (let j = i + 1; j < drawn.length; j++) {
        const a = drawn[i]!;
        const b = drawn[j]!;
        if (a.parent === b.parent || a.parent.contains(b.parent) || b.parent.contains(a.parent)) continue;
        if (reported.has(a.parent) || reported.has(b.parent)) continue;
        const over = a.rects.some((r) =>
          b.rects.some((o) => {
            const w = Math.min(r.right, o.right) - Math.max(r.left, o.left);
            const h = Math.min(r.bottom, o.bottom) - Math.max(r.top, o.top);
            return w > 2 && h > 2 && w * h > 0.25 * Math.min(r.width * r.height, o.width * o.height);
          }),
        );
        if (over) {
          reported.add(a.parent);
          problems.push(`text over text: ${name(a.parent)} and ${name(b.parent)}`);
        }
      }
    }

    // A table wider than the frame it scrolls in, with no cue: on a phone a table is stacked rows.
    for (const table of document.body.querySelectorAll('table')) {
      if (!visible(table) || table.closest('[data-scroll-cue]')) continue;
      for (let at = table.parentElement; at; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if (overflow !== 'auto' && overflow !== 'scroll') continue;
        if (table.getBoundingClientRect().width > at.clientWidth + 2)
          problems.push(
            `table cut without a cue (${Math.round(table.getBoundingClientRect().width)} > ${at.clientWidth}): ${name(table)}`,
          );
        break;
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
