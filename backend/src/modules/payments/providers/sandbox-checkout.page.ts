import { formatMoney, type Language } from '@gramota/contracts';
import { escapeHtml, plainPage } from '../../mail';
import type { SandboxCheckout } from './sandbox-checkout.entity';
import type { SandboxCheckoutTexts } from './sandbox-checkout.texts';

/** Inline styles only: the page's policy allows no script and no outside file. */
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;padding:1.5rem 2rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}.notice{color:#92400e;background:#fef3c7;padding:.5rem .75rem;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;cursor:pointer}
.approve{background:#16a34a;color:#fff;width:100%}.decline{background:#e5e7eb}
form{margin-top:1rem}input[type=text]{font:inherit;width:100%;box-sizing:border-box;padding:.4rem;margin:.25rem 0 .5rem}`;

function layout(language: Language, texts: SandboxCheckoutTexts, inner: string): string {
  return plainPage({
    language,
    title: texts.title,
    style: STYLE,
    body: `<h1>${escapeHtml(texts.title)}</h1>${inner}`,
  });
}

/** The checkout: what is paid, and the two buttons (each a form carrying the CSRF token). */
export function renderCheckoutPage(
  language: Language,
  texts: SandboxCheckoutTexts,
  checkout: SandboxCheckout,
  csrfToken: string,
): string {
  const hidden = `<input type="hidden" name="csrf" value="${escapeHtml(csrfToken)}">`;
  return layout(
    language,
    texts,
    `<p class="notice">${escapeHtml(texts.notice)}</p>
<dl><dt>${escapeHtml(texts.payment)}</dt><dd>${escapeHtml(checkout.description)}</dd>
<dt>${escapeHtml(texts.amount)}</dt><dd>${escapeHtml(formatMoney(checkout.sumMinor))} ${escapeHtml(checkout.currency)}</dd></dl>
<form method="post">${hidden}<input type="hidden" name="action" value="approve">
<button class="approve" type="submit">${escapeHtml(texts.approve)}</button></form>
<form method="post">${hidden}<input type="hidden" name="action" value="decline">
<label>${escapeHtml(texts.causeLabel)}<input type="text" name="cause" maxlength="300" value="${escapeHtml(texts.causeDefault)}"></label>
<button class="decline" type="submit">${escapeHtml(texts.decline)}</button></form>`,
  );
}

/** A page with one message and, when there is a way back, the link to the shop. */
export function renderMessagePage(
  language: Language,
  texts: SandboxCheckoutTexts,
  message: string,
  backUrl?: string,
): string {
  const back = backUrl
    ? `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(texts.backToShop)}</a></p>`
    : '';
  return layout(language, texts, `<p>${escapeHtml(message)}</p>${back}`);
}
