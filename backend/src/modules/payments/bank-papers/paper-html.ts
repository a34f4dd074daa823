import { escapeHtml } from '@gramota/doc-content';
import { MINOR_UNITS, type Currency, type Language, type PayRequisites } from '@gramota/contracts';
import { intlLocale } from '../../../shared/intl-locale';
import { textsFor } from '../../../shared/texts';
import { bankPaperTexts, type BankPaperTexts } from './bank-papers.texts';
import type { SellerRequisites } from './seller';
import { roublesInWords } from './sum-in-words';

export type BankPaperKind = 'invoice' | 'act';
export const BANK_PAPER_KINDS: readonly BankPaperKind[] = ['invoice', 'act'];

/** Everything one paper prints: nothing else is read while it is drawn. */
export interface PaperContent {
  kind: BankPaperKind;
  language: Language;
  /** The payment record's number. */
  number: number;
  /** The paper's date, ms (the record's day for the invoice, the day it was paid for the act). */
  date: number;
  seller: SellerRequisites;
  buyer: PayRequisites;
  /** What was bought (the record's text): the one line of the table. */
  line: string;
  sumMinor: number;
  currency: Currency;
}

/** A sum in minor units as the language writes money: '1 990,50' (ru), '1,990.50' (en). */
export function formatAmount(language: Language, sumMinor: number): string {
  const whole = Math.trunc(sumMinor / MINOR_UNITS);
  const part = String(Math.abs(sumMinor % MINOR_UNITS)).padStart(2, '0');
  // A decimal string, not a float: Intl formats it digit for digit.
  const decimal = `${whole}.${part}` as unknown as number;
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(decimal);
}

/** A paper's date as the language writes it ('26 ноября 2026 г.', '26. November 2026'). */
export function formatPaperDate(language: Language, ms: number): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(ms));
}

const text = escapeHtml;

/** The page's own rules, scoped under .bp so the document stylesheet around it is untouched. */
const STYLE = `<style>
.gr-doc-content .bp { font-family: 'PT Sans', sans-serif; font-size: 10.5pt; line-height: 1.3; }
.bp h1 { font-size: 15pt; font-weight: 700; margin: 18px 0 10px; padding-bottom: 6px; border-bottom: 2px solid #000; }
.bp table { width: 100%; border-collapse: collapse; }
.bp td, .bp th { border: 1px solid #000; padding: 3px 6px; vertical-align: top; text-align: left; }
.bp th { font-weight: 700; text-align: center; }
.bp .num { text-align: right; white-space: nowrap; }
.bp .parties td { border: 0; padding: 2px 0; }
.bp .parties td:first-child { width: 120px; }
.bp .totals { margin-top: 6px; }
.bp .totals td { border: 0; padding: 1px 6px; text-align: right; font-weight: 700; }
.bp .totals td:first-child { width: 80%; }
.bp p { margin: 6px 0; }
.bp .words { font-weight: 700; }
.bp .signs { margin-top: 36px; }
.bp .signs td { border: 0; width: 50%; padding: 0 12px 0 0; }
.bp .line { display: inline-block; min-width: 140px; border-bottom: 1px solid #000; margin: 0 6px; }
.bp .caption { font-size: 8pt; color: #444; }
</style>`;

/** A party's lines: name, then INN, KPP and address where given. */
function party(label: string, t: BankPaperTexts, who: PayRequisites): string {
  const details = [
    who.org,
    who.inn && `${t.inn} ${who.inn}`,
    who.kpp && `${t.kpp} ${who.kpp}`,
    who.address,
  ].filter(Boolean);
  return `<tr><td>${text(label)}:</td><td><b>${text(details.join(', '))}</b></td></tr>`;
}

const sellerAsParty = (seller: SellerRequisites): PayRequisites => ({
  org: seller.name,
  inn: seller.inn,
  kpp: seller.kpp,
  address: seller.address,
});

/** The bank block at the top of a Russian invoice: where the money goes. */
function bankBlock(t: BankPaperTexts, seller: SellerRequisites): string {
  const row = (label: string, value: string) =>
    `<tr><td>${text(label)}</td><td>${text(value)}</td></tr>`;
  return `<table class="bank">
${row(t.recipientBank, seller.bank)}
${row(t.bik, seller.bik)}
${row(t.corrAccount, seller.corrAccount)}
${row(t.recipient, seller.name)}
${row(`${t.inn} / ${t.kpp}`, `${seller.inn} / ${seller.kpp}`)}
${row(t.account, seller.account)}
</table>`;
}

/** The one line bought, quantity 1, and the totals under it. */
function lines(t: BankPaperTexts, content: PaperContent): string {
  const amount = formatAmount(content.language, content.sumMinor);
  return `<table class="lines">
<tr><th>${text(t.lineNumber)}</th><th>${text(t.lineName)}</th><th>${text(t.quantity)}</th><th>${text(t.unit)}</th><th>${text(t.price)}</th><th>${text(t.sum)}</th></tr>
<tr><td class="num">1</td><td>${text(content.line)}</td><td class="num">1</td><td>${text(t.unitService)}</td><td class="num">${amount}</td><td class="num">${amount}</td></tr>
</table>
<table class="totals">
<tr><td>${text(t.total)}:</td><td class="num">${amount}</td></tr>
<tr><td>${text(t.noVat)}</td><td class="num">—</td></tr>
<tr><td>${text(t.toPay)}:</td><td class="num">${amount}</td></tr>
</table>`;
}

/** The total in figures with its currency, and for roubles in words (Russian, as banks want). */
function totalInWords(t: BankPaperTexts, content: PaperContent): string {
  const sum = `${formatAmount(content.language, content.sumMinor)} ${content.currency}`;
  const words =
    content.currency === 'RUB'
      ? `<p class="words">${text(roublesInWords(content.sumMinor))}</p>`
      : '';
  const totalLine = textsFor(content.language)('payments:bankPapers.totalLine', { count: 1, sum });
  return `<p>${text(totalLine)}</p>${words}`;
}

function signature(role: string, t: BankPaperTexts, name: string): string {
  return `<td>${text(role)} <span class="line">&nbsp;</span> ${text(name)}<br><span class="caption">${text(t.signature)}</span></td>`;
}

/**
 * The paper's HTML, the content of an A4 render page (render engine, doc-style page around it).
 * Every value is escaped: the school's requisites and the line are the teacher's own text.
 */
export function paperHtml(content: PaperContent): string {
  const t = bankPaperTexts(content.language);
  const filled = textsFor(content.language);
  const date = formatPaperDate(content.language, content.date);
  const number = String(content.number);
  const seller = sellerAsParty(content.seller);
  if (content.kind === 'invoice') {
    return `${STYLE}<div class="bp bp-invoice">
${bankBlock(t, content.seller)}
<h1>${text(filled('payments:bankPapers.invoiceTitle', { number, date }))}</h1>
<table class="parties">
${party(t.supplier, t, seller)}
${party(t.buyer, t, content.buyer)}
</table>
${lines(t, content)}
${totalInWords(t, content)}
<p>${text(t.purpose)}: ${text(filled('payments:bankPapers.purposeText', { number, date }))}</p>
<p class="caption">${text(t.invoiceNote)}</p>
<table class="signs"><tr>
${signature(t.director, t, content.seller.director)}
${signature(t.accountant, t, content.seller.accountant)}
</tr></table>
</div>`;
  }
  return `${STYLE}<div class="bp bp-act">
<h1>${text(filled('payments:bankPapers.actTitle', { number, date }))}</h1>
<table class="parties">
${party(t.contractor, t, seller)}
${party(t.customer, t, content.buyer)}
</table>
${lines(t, content)}
${totalInWords(t, content)}
<p>${text(t.actStatement)}</p>
<table class="signs"><tr>
${signature(t.contractor, t, content.seller.director)}
${signature(t.customer, t, '')}
</tr></table>
</div>`;
}
