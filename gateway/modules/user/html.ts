import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Locale } from '../../i18n/locale';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f5f9;
font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2633}
main{width:min(92vw,380px);background:#fff;border-radius:16px;padding:28px 24px;box-shadow:0 6px 24px rgba(20,30,60,.08)}
h1{font-size:20px;margin:0 0 6px}
.site{font-size:15px;color:#4a5568;margin:0 0 18px}
.note{font-size:13px;color:#718096;margin:0 0 18px;line-height:1.5}
label{display:block;font-size:13px;color:#4a5568;margin-bottom:6px}
input{width:100%;font-size:16px;padding:10px 12px;border:1px solid #cbd2dc;border-radius:8px;margin-bottom:18px}
.actions{display:flex;gap:12px}
button{flex:1;font-size:16px;padding:11px 0;border-radius:8px;border:1px solid transparent;cursor:pointer}
button:disabled{opacity:.5;cursor:default}
#confirm{background:#2563eb;color:#fff}
#cancel{background:#fff;border-color:#cbd2dc;color:#1f2633}
#status{min-height:22px;margin:18px 0 0;font-size:14px}
#status.error{color:#c53030}
#status.ok{color:#2f855a}
`;

/** A small self-contained page: inline style and script allowed only through this response's nonce. */
export function sendPage(
  reply: FastifyReply,
  status: number,
  locale: Locale,
  title: string,
  body: string,
  script?: (nonce: string) => string,
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="${locale === 'en' ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${script ? script(nonce) : ''}
</body>
</html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; ` +
        "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    .send(html);
}
