import type { FastifyReply } from 'fastify';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** Chinese first, English beside it: the sandbox pages stand in for apps used in either language. */
export const both = (zh: string, en: string): string => `${esc(zh)} <span lang="en">${esc(en)}</span>`;

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f6fa;color:#1a1f2b}
main{max-width:30rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin-top:0} fieldset{border:1px solid #c5cbd6;border-radius:8px;margin:1rem 0}
label{display:block;margin:.4rem 0} input[type=text],input[type=tel],input[type=password]{font:inherit;padding:.4rem;width:100%;box-sizing:border-box;border:1px solid #6b7385;border-radius:6px}
.actions{display:flex;gap:.75rem;margin-top:1rem} button{font:inherit;padding:.55rem 1.2rem;border-radius:6px;border:1px solid #1d4ed8;cursor:pointer}
button.primary{background:#1d4ed8;color:#fff} button.secondary{background:#fff;color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px} .note{color:#4b5365;font-size:.9rem} [role=alert]{color:#b91c1c}
`;

/** A small self-contained page: no scripts, no external resources, not frameable. */
export function sendPage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  lang: 'zh-CN' | 'en' = 'zh-CN',
): FastifyReply {
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}<p class="note">${both('沙箱测试页面，仅供测试使用。', 'Sandbox test page, for testing only.')}</p></main></body></html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .header('x-frame-options', 'DENY')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}
