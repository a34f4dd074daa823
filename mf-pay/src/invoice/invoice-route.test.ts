import { parseInvoiceRoute, pendingRecord } from './invoice-route';
import { record } from '../test-support/answers';

describe('invoice addresses', () => {
  test('the editor forms, the workshop, all templates and a record', () => {
    expect(parseInvoiceRoute(['template', 'en-201-0'])).toEqual({
      kind: 'template',
      templateId: 'en-201-0',
      docId: null,
      variant: 'offers',
    });
    expect(parseInvoiceRoute(['template', 'en-201-0', '5', 'donate'])).toMatchObject({
      docId: '5',
      variant: 'donate',
    });
    expect(parseInvoiceRoute(['template', 'en-201-0', '5', 'pro'])).toMatchObject({
      variant: 'pro',
    });
    expect(parseInvoiceRoute(['workshop', 'plan'])).toEqual({
      kind: 'workshop',
      workshopId: 'plan',
    });
    expect(parseInvoiceRoute(['all'])).toEqual({ kind: 'all' });
    expect(parseInvoiceRoute(['pay', 'Ab_9-x'])).toEqual({ kind: 'pay', dataId: 'Ab_9-x' });
  });
  test('anything else is no invoice', () => {
    expect(parseInvoiceRoute([])).toBeNull();
    expect(parseInvoiceRoute(['template', 'en-201-0', 'x'])).toBeNull();
    expect(parseInvoiceRoute(['template', 'en-201-0', '5', 'gift'])).toBeNull();
    expect(parseInvoiceRoute(['pay'])).toBeNull();
  });
  test("the page's record waiting for its money is found by its template", () => {
    const route = parseInvoiceRoute(['template', 'en-201-0', '5'])!;
    const waiting = record({ status: 'wait-paid', data_id: 'w1' });
    expect(pendingRecord(route, [record({ status: 'paid' }), waiting])).toBe(waiting);
    expect(pendingRecord(route, [record({ status: 'wait-paid', aim_id: 'en:202:0' })])).toBeNull();
  });
});
