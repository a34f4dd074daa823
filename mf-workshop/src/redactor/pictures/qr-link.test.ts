import { checkQrLink } from './qr-link';

describe('the QR link rules (seed 001 §5)', () => {
  it('takes an empty link, http:// or // for no link at all', () => {
    for (const typed of ['', '   ', 'http://', '//', 'HTTPS://'])
      expect(checkQrLink(typed, 'gramota.test')).toEqual({ ok: false, problem: 'empty' });
  });

  it('wants http:// or https:// or the site itself', () => {
    expect(checkQrLink('school.ru/diplomas', 'gramota.test')).toEqual({
      ok: false,
      problem: 'scheme',
    });
    expect(checkQrLink('javascript:alert(1)', 'gramota.test')).toMatchObject({ ok: false });
    expect(checkQrLink(' https://school.ru/a?b=1 ', 'gramota.test')).toEqual({
      ok: true,
      link: 'https://school.ru/a?b=1',
    });
    expect(checkQrLink('gramota.test/app/templates/', 'gramota.test')).toEqual({
      ok: true,
      link: 'https://gramota.test/app/templates/',
    });
  });

  it('refuses a link longer than a QR code of the scene holds', () => {
    expect(checkQrLink(`https://school.ru/${'a'.repeat(600)}`, '')).toEqual({
      ok: false,
      problem: 'tooLong',
    });
  });
});
