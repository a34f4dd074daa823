import { hidesInsertions, insertionAccess } from './pro-insertions';

describe('the one PRO rule for pictures, QR codes and stamps (seed 001 §3, §5, §6)', () => {
  it('a free teacher meets the need-PRO notice for an image or a QR code, never for a stamp', () => {
    expect(insertionAccess('image', { pro: false })).toBe('needPro');
    expect(insertionAccess('qr', { pro: false, templateData: 'workshop:50' })).toBe('needPro');
    expect(insertionAccess('stamp', { pro: false })).toBe('allowed');
  });

  it('PRO inserts all three', () => {
    for (const kind of ['image', 'qr', 'stamp'] as const)
      expect(insertionAccess(kind, { pro: true, templateData: 'catalogue' })).toBe('allowed');
  });

  it("template_data 'p' (second part) or '0' (third part) hides all three, PRO or not", () => {
    for (const templateData of ['workshop:p', 'catalogue:x:0'])
      for (const kind of ['image', 'qr', 'stamp'] as const)
        for (const pro of [true, false])
          expect(insertionAccess(kind, { pro, templateData })).toBe('hidden');
    expect(hidesInsertions('catalogue')).toBe(false);
    expect(hidesInsertions('workshop:50')).toBe(false);
    expect(hidesInsertions(undefined)).toBe(false);
  });
});
