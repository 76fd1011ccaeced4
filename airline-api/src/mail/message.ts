import type { CodeMessage } from '../account/code-delivery';

/** A code's mail says what it is in both languages, as its text does (the code itself only in the body). */
const CODE_SUBJECT = '【云雀航空】验证码 Skylark Airlines verification code';
const SUBJECT_MAX = 100;

/**
 * A mail's subject: the message's own first line (every composed e-mail opens with its heading: a notice's
 * headline, the boarding pass's or the confirmation's first sentence), or the code subject for a code.
 */
export function subjectOf(message: CodeMessage): string {
  if (message.code) return CODE_SUBJECT;
  const first = (message.text.split('\n').find((line) => line.trim()) ?? CODE_SUBJECT).trim();
  return first.length > SUBJECT_MAX ? `${first.slice(0, SUBJECT_MAX - 1)}…` : first;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text as HTML: its paragraphs and lines as written, its links clickable. Nothing is added or left out. */
export function htmlOf(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) =>
      escapeHtml(p)
        .split('\n')
        .map((line) => line.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`))
        .join('<br>\n'),
    )
    .map((p) => `<p>${p}</p>`);
  return (
    '<!doctype html>\n<html><head><meta charset="utf-8"></head>' +
    `<body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.join('\n')}\n</body></html>`
  );
}
