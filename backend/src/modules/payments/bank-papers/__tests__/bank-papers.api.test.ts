import {
  payPaths,
  type BankPaperAnswer,
  type InvoiceGetAnswer,
  type PayGetAnswer,
} from '@gramota/contracts';
import { createLogger } from '../../../../logger';
import { registeredVisitor } from '../../../../test-support/accounts';
import { readPdf, squeezed } from '../../../../test-support/pdf-text';
import { appForBlock, databases } from '../../../../test-support/test-app';
import type { Visitor } from '../../../../test-support/visitor';
import { PaymentApplier } from '../..';
import {
  createInvoice,
  HmacTestProvider,
  payingTeacher,
} from '../../../../test-support/payments-test-kit';
import { BankPaper } from '..';

const SCHOOL = 'МБОУ «Школа № 7»';
const REQUISITES = { org: SCHOOL, inn: '7701234567', kpp: '770101001', address: 'г. Тула' };

// Real Chromium draws the PDFs: a paper takes a second or two.
jest.setTimeout(120_000);

describe.each(databases)('bank papers over HTTP (%s)', (kind) => {
  const provider = new HmacTestProvider();
  const app = appForBlock(kind, () => ({ paymentProviders: new Map([['one', provider]]) }));

  const saveRequisites = async (teacher: Visitor & { email: string }, org = SCHOOL) => {
    const query = new URLSearchParams({ email: teacher.email, country: 'RU', ...REQUISITES, org });
    const saved = await teacher.get(`${payPaths.setSettings()}?${query}`);
    expect(saved.status).toBe(200);
  };

  /** A school's all-templates record sent to a bank transfer: what the papers are made for. */
  const bankRecord = async (teacher: Visitor) => {
    const created = await createInvoice(teacher, { product: 'all-12' });
    expect(created.status).toBe(200);
    const { data_id, sum_minor } = created.body.payment;
    const set = await teacher.get(payPaths.setPayMethod(data_id, 'bank', 'invoice'));
    expect(set.status).toBe(200);
    return { dataId: data_id, sumMinor: sum_minor };
  };

  const call = async (visitor: Visitor, path: string) => {
    const response = await visitor.get(path);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** Polls the -status call as the pay page does (every 2 s there; quicker here) until not wait. */
  const pollUntilDone = async (visitor: Visitor, path: string) => {
    const seen: string[] = [];
    for (let tries = 0; tries < 600; tries += 1) {
      const { status, body } = await call(visitor, path);
      expect(status).toBe(200);
      const answer = body as unknown as BankPaperAnswer;
      if (seen.at(-1) !== answer.status) seen.push(answer.status);
      if (answer.status !== 'wait') return { answer, seen };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${path} never finished`);
  };

  const download = (visitor: Visitor, url: string) => visitor.request(url, { csrf: false });

  it('makes the bank invoice once, polls wait → ready, and gives its owner a PDF with the school and the sum', async () => {
    const teacher = await payingTeacher(app);
    await saveRequisites(teacher);
    const { dataId, sumMinor } = await bankRecord(teacher);

    const first = await call(teacher, payPaths.bankInvoice(dataId));
    expect(first).toEqual({ status: 200, body: { result: 'success', status: 'wait', url: '' } });
    // A second click while it is being made starts nothing new.
    const again = await call(teacher, payPaths.bankInvoice(dataId));
    expect(again.body.status).toBe('wait');
    expect(await app.dataSource.getRepository(BankPaper).countBy({ paper: 'invoice' })).toBe(1);

    const { answer, seen } = await pollUntilDone(teacher, payPaths.bankInvoiceStatus(dataId));
    expect(seen).toEqual(['wait', 'ready']);
    expect(answer.url).toBe(payPaths.bankPaperFile(dataId, 'invoice'));

    // The pay page's link: a plain download (no X-Requested-With), saved as a file.
    const file = await download(teacher, answer.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="invoice-\d+\.pdf"$/,
    );
    const pdf = await readPdf(new Uint8Array(await file.arrayBuffer()));
    const text = squeezed(pdf.text);
    expect(text).toContain(squeezed(SCHOOL));
    expect(text).toContain(squeezed('Счёт на оплату'));
    expect(text).toContain(squeezed(REQUISITES.inn));
    const roubles = new Intl.NumberFormat('ru', { minimumFractionDigits: 2 }).format(
      sumMinor / 100,
    );
    expect(text).toContain(squeezed(roubles));
    expect(text).toContain('рублей00копеек');
    expect(text).toContain(squeezed('Без НДС'));

    // Once ready, a create call answers ready and makes nothing again; the record links the PDF.
    expect((await call(teacher, payPaths.bankInvoice(dataId))).body).toMatchObject({
      status: 'ready',
      url: answer.url,
    });
    const record = (await (
      await teacher.get(payPaths.invoiceGet(dataId))
    ).json()) as InvoiceGetAnswer;
    expect(record.payment.invoice_url).toBe(answer.url);
    expect(record.payment.act_url).toBe('');
  });

  it('refuses the act until the operator marks the transfer paid, then makes it', async () => {
    const teacher = await payingTeacher(app);
    await saveRequisites(teacher);
    const { dataId } = await bankRecord(teacher);

    const early = await call(teacher, payPaths.bankAct(dataId));
    expect(early).toEqual({
      status: 400,
      body: {
        result: 'error',
        error_code: 'act_not_paid',
        error_text: 'The act is made once the invoice is paid',
      },
    });
    expect(await app.dataSource.getRepository(BankPaper).countBy({ paper: 'act' })).toBe(0);

    const applier = new PaymentApplier(app.dataSource, app.clock.now, createLogger('silent'));
    expect(await applier.markPaidByOperator(dataId)).toBe('applied');

    expect((await call(teacher, payPaths.bankAct(dataId))).body.status).toBe('wait');
    const { answer } = await pollUntilDone(teacher, payPaths.bankActStatus(dataId));
    expect(answer).toEqual({
      result: 'success',
      status: 'ready',
      url: payPaths.bankPaperFile(dataId, 'act'),
    });
    const pdf = await readPdf(
      new Uint8Array(await (await download(teacher, answer.url)).arrayBuffer()),
    );
    expect(squeezed(pdf.text)).toContain(squeezed('Акт оказанных услуг'));
    expect(squeezed(pdf.text)).toContain(squeezed(SCHOOL));

    const { user_key } = await teacher.loginCheck();
    const overview = (await (await teacher.get(payPaths.payGet(user_key))).json()) as PayGetAnswer;
    expect(overview.payments.find((payment) => payment.data_id === dataId)?.act_url).toBe(
      answer.url,
    );
  });

  it('asks for the school requisites first, naming the organisation field', async () => {
    const teacher = await payingTeacher(app);
    const { dataId } = await bankRecord(teacher);
    const refused = await call(teacher, payPaths.bankInvoice(dataId));
    expect(refused).toEqual({
      status: 400,
      body: {
        result: 'error',
        error_code: 'requisites_required',
        error_text: 'Enter the school requisites first',
        name: 'org',
      },
    });
  });

  it('makes no papers for a record paid by card', async () => {
    const teacher = await payingTeacher(app);
    await saveRequisites(teacher);
    const created = await createInvoice(teacher, { product: 'all-1' });
    const dataId = created.body.payment.data_id;
    expect((await teacher.get(payPaths.setPayMethod(dataId, 'one', 'card'))).status).toBe(200);
    const refused = await call(teacher, payPaths.bankInvoice(dataId));
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe('not_bank');
  });

  it("keeps a school's papers from another account: 403 for its record, 404 for an unknown one", async () => {
    const teacher = await payingTeacher(app);
    await saveRequisites(teacher);
    const { dataId } = await bankRecord(teacher);
    await call(teacher, payPaths.bankInvoice(dataId));
    const { answer } = await pollUntilDone(teacher, payPaths.bankInvoiceStatus(dataId));
    expect(answer.status).toBe('ready');

    const stranger = await registeredVisitor(app);
    for (const path of [payPaths.bankInvoice(dataId), payPaths.bankInvoiceStatus(dataId)]) {
      const refused = await call(stranger, path);
      expect(refused.status).toBe(403);
      expect(refused.body.error_code).toBe('forbidden');
    }
    const theirs = await download(stranger, answer.url);
    expect(theirs.status).toBe(403);
    expect(theirs.headers.get('content-type')).not.toBe('application/pdf');

    const unknown = await download(teacher, payPaths.bankPaperFile('no-such-record', 'invoice'));
    expect(unknown.status).toBe(404);
    expect((await call(teacher, payPaths.bankInvoiceStatus('no-such-record'))).status).toBe(404);
    // The act of this record was never made: nothing to download yet.
    expect((await download(teacher, payPaths.bankPaperFile(dataId, 'act'))).status).toBe(404);
  });
});
