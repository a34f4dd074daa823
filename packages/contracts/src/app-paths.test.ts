import { appPaths, appQuery, buildAppPath } from './app-paths';

describe('buildAppPath', () => {
  test('encodes each segment and ends with a slash', () => {
    expect(buildAppPath('docs', 'folder', 7)).toBe('/app/docs/folder/7/');
    expect(buildAppPath('docs')).toBe('/app/docs/');
    expect(buildAppPath('templates', 'г', 'a/b')).toBe('/app/templates/%D0%B3/a%2Fb/');
    expect(buildAppPath('')).toBe('/app/');
  });
});

describe('appQuery', () => {
  test('leaves empty values out', () => {
    expect(appQuery({})).toBe('');
    expect(appQuery({ folder: undefined, doc: '', x: null })).toBe('');
    expect(appQuery({ embed: 'true', do: 'select-template', doc: 42 })).toBe(
      '?embed=true&do=select-template&doc=42',
    );
  });
});

describe('appPaths', () => {
  test.each([
    [appPaths.home(), '/app/'],
    [appPaths.docs(), '/app/docs/'],
    [appPaths.docs('types', 'g'), '/app/docs/types/g/'],
    [appPaths.docsTrash(), '/app/docs/trash/'],
    [appPaths.docsFolder('f 7'), '/app/docs/folder/f%207/'],
    [appPaths.templates(), '/app/templates/'],
    [appPaths.templates({ folder: 'f7' }), '/app/templates/?folder=f7'],
    [
      appPaths.templates({ embed: 'true', do: 'select-template' }),
      '/app/templates/?embed=true&do=select-template',
    ],
    [appPaths.templatesView(['card', 'ru-101-0']), '/app/templates/card/ru-101-0/'],
    [appPaths.redactor('42'), '/app/redactor/42/'],
    [appPaths.redactor('42', 'ru:102:0'), '/app/redactor/42/?template=ru-102-0'],
    [appPaths.redactorAdminDefault(42, 'ru:101:0'), '/app/redactor/42/admin-default/ru%3A101%3A0/'],
    [appPaths.spreadsheet('42'), '/app/spreadsheet/42/'],
    [appPaths.ready(), '/app/ready/'],
    [appPaths.ready('trash'), '/app/ready/trash/'],
    [appPaths.readyMass(['1', '2']), '/app/ready/mass/1,2/'],
    [appPaths.readyMass(['1', '2'], '-'), '/app/ready/mass/1-2/'],
    [appPaths.storage(), '/app/storage/'],
    [appPaths.drive(), '/app/drive/'],
    [appPaths.workshop(), '/app/workshop/'],
    [appPaths.workshopRedactor(9), '/app/workshop/redactor/9/'],
    [appPaths.pay(), '/app/pay/'],
    [appPaths.pay({ donate: 'd-9' }), '/app/pay/?donate=d-9'],
    [appPaths.payPrint(), '/app/pay/print/'],
    [appPaths.payPrintOperator(), '/app/pay/print/operator/'],
    [appPaths.invoicePay('Ab_9-x'), '/app/invoice/pay/Ab_9-x/'],
    [appPaths.invoiceAll(), '/app/invoice/all/'],
    [appPaths.invoiceTemplate('en:201:0'), '/app/invoice/template/en-201-0/'],
    [appPaths.invoiceTemplate('en:201:0', 5), '/app/invoice/template/en-201-0/5/'],
    [appPaths.invoiceDonate('en-201-0', 5), '/app/invoice/template/en-201-0/5/donate/'],
    [appPaths.invoicePro('en:201:0', 5), '/app/invoice/template/en-201-0/5/pro/'],
    [appPaths.invoiceWorkshop(3), '/app/invoice/workshop/3/'],
    [appPaths.profile(), '/app/profile/'],
    [appPaths.profile('licence'), '/app/profile/licence/'],
    [appPaths.profileStamp(), '/app/profile/stamp/'],
    [appPaths.settings(), '/app/settings/'],
    [appPaths.login(), '/app/login/'],
    [appPaths.shareMobile('a/b'), '/app/s/a%2Fb/'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });
});
