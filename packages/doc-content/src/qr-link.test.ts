import { REDACTOR_LIMITS } from '@gramota/contracts';
import { isQrLink, qrLinkProblem } from './qr-link';

describe('the QR link rule (seed 001 §5)', () => {
  it('takes an http or https link with a host', () => {
    for (const link of ['https://school.example/page?id=1', 'HTTP://school.example', 'http://x']) {
      expect(qrLinkProblem(link)).toBeNull();
      expect(isQrLink(link)).toBe(true);
    }
  });

  it('counts the bare start of a link as no link', () => {
    for (const link of ['', 'http://', 'HTTPS://', '//']) expect(qrLinkProblem(link)).toBe('empty');
  });

  it('refuses any other scheme, a missing host and what a URL must percent-encode', () => {
    const refused = [
      'javascript:alert(1)',
      'data:text/html,x',
      'school.example',
      'ftp://school.example',
      'https://school example',
      'https://school.example/"quote"',
      ' https://school.example',
    ];
    for (const link of refused) {
      expect(qrLinkProblem(link)).toBe('scheme');
      expect(isQrLink(link)).toBe(false);
    }
  });

  it('refuses a link longer than the limit, and takes one just as long', () => {
    const start = 'https://school.example/';
    const longest = start + 'a'.repeat(REDACTOR_LIMITS.qrDataMax - start.length);
    expect(qrLinkProblem(longest)).toBeNull();
    expect(qrLinkProblem(`${longest}a`)).toBe('tooLong');
    expect(isQrLink(`${longest}a`)).toBe(false);
  });
});
