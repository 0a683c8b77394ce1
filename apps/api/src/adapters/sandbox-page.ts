/**
 * The page shell of the built-in sandboxes' own pages (the payment gateway's bank and card
 * pages, the delivery partner's trip page): plain server-rendered HTML with no script, so
 * it passes the API's content security policy, readable on a 360 px phone. They stand in for
 * an outside service's pages, so they are in English only.
 */

/** Text made safe for HTML content and attribute values. */
export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1b1f24}
  main{max-width:420px;margin:0 auto;padding:16px}
  .card{background:#fff;border-radius:10px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
  .banner{background:#fff4d6;border:1px solid #e6c15a;border-radius:8px;padding:8px 12px;font-size:14px;margin-bottom:12px}
  h1{font-size:20px;margin:0 0 12px}
  h2{font-size:17px;margin:16px 0 8px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px}
  dt{color:#5a6270}
  dd{margin:0;font-weight:600;overflow-wrap:anywhere}
  .amount{font-size:24px}
  button{display:block;width:100%;min-height:48px;margin:8px 0 0;border:0;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer}
  .ok{background:#1f7a3f;color:#fff}.fail{background:#b42318;color:#fff}.wait{background:#dfe3ea;color:#1b1f24}
  label{display:block;font-weight:600;margin:8px 0 4px}
  input{width:100%;min-height:44px;padding:8px 10px;font-size:16px;border:1px solid #98a2b3;border-radius:8px}
  .error{color:#b42318;font-weight:600}
  .hint{font-size:14px;color:#5a6270}
  a{color:#1849a9}
`;

/** A whole page: the sandbox banner (saying what is not real) above a card holding `body` (trusted HTML). */
export function sandboxPage(title: string, banner: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
<p class="banner">${escape(banner)}</p>
<div class="card">${body}</div>
</main></body>
</html>`;
}
