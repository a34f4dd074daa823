import { SHARE_MOBILE_CODE_PATTERN } from '@gramota/contracts';
import { readyDownloadName, readyFilename, shareMobileCode } from '../ready-names';

describe('readyFilename', () => {
  it('keeps letters and digits, joins the rest with one _', () => {
    expect(readyFilename('Грамота за 1 место!')).toBe('Грамота_за_1_место');
    expect(readyFilename('  Diploma / <b>2025</b> ')).toBe('Diploma_b_2025_b');
    expect(readyFilename('Ґрамота ї є')).toBe('Ґрамота_ї_є');
  });

  it('keeps the hyphen, the apostrophes and the accents names are written with', () => {
    // Shown in Ready files as underscores → spaces: the slug must not lose the name's own marks.
    expect(readyFilename('Фёдоров-Щербаков Святослав')).toBe('Фёдоров-Щербаков_Святослав');
    expect(readyFilename("Д'Арк Жанна")).toBe("Д'Арк_Жанна");
    expect(readyFilename('Пʼятничук Олеся')).toBe('Пʼятничук_Олеся');
    expect(readyFilename('З’явкін Остап')).toBe('З’явкін_Остап');
    expect(readyFilename('Müller-Lüdenscheidt Zoë')).toBe('Müller-Lüdenscheidt_Zoë');
    expect(readyFilename('Ёлкина Алёна')).toBe('Ёлкина_Алёна');
    // A name typed on a Mac (е + combining diaeresis) is the same slug.
    expect(readyFilename('Фе\u0308доров')).toBe('Фёдоров');
    // Nothing that climbs folders or breaks a path survives.
    expect(readyFilename('../../etc/passwd')).toBe('etc_passwd');
    expect(readyFilename('a\\b:c*d?e"f<g>h|i')).toBe('a_b_c_d_e_f_g_h_i');
  });

  it('is never empty and at most 60 characters', () => {
    expect(readyFilename('***')).toBe('document');
    expect(readyFilename('')).toBe('document');
    const long = readyFilename(`${'а'.repeat(59)} b`);
    expect([...long].length).toBeLessThanOrEqual(60);
    expect(long.endsWith('_')).toBe(false);
  });
});

describe('readyDownloadName', () => {
  it('is the name exactly as written, made safe for the file systems', () => {
    const file = (name: string) => ({ name, filename: readyFilename(name) });
    expect(readyDownloadName(file('Фёдоров-Щербаков Святослав'), 'pdf')).toBe(
      'Фёдоров-Щербаков Святослав.pdf',
    );
    expect(readyDownloadName(file("Д'Арк Жанна"), 'jpg')).toBe("Д'Арк Жанна.jpg");
    expect(readyDownloadName(file('Пʼятничук Олеся'), 'pdf')).toBe('Пʼятничук Олеся.pdf');
    expect(readyDownloadName(file('Грамота: 1/2 место'), 'pdf')).toBe('Грамота_ 1_2 место.pdf');
    expect(readyDownloadName({ name: '   ', filename: 'document' }, 'pdf')).toBe('document.pdf');
  });
});

describe('shareMobileCode', () => {
  it('is 128 random bits: 22 base64url characters, never the same twice', () => {
    const codes = new Set<string>();
    for (let index = 0; index < 200; index += 1) {
      const code = shareMobileCode();
      expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(SHARE_MOBILE_CODE_PATTERN.test(code)).toBe(true);
      expect(Buffer.from(code, 'base64url')).toHaveLength(16);
      codes.add(code);
    }
    expect(codes.size).toBe(200);
  });
});
