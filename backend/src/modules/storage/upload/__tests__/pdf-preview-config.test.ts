import { ConfigError, loadConfig } from '../../../../config';
import { DEFAULT_PDF_PREVIEW } from '../pdf-previews';

describe('PDF_PREVIEW_* (the drawing slots and limits of uploaded PDFs)', () => {
  it('defaults to two slots, three waiting per account, 10 s of CPU, 512 MB and 20 s', () => {
    expect(loadConfig({}).pdfPreview).toEqual(DEFAULT_PDF_PREVIEW);
    expect(DEFAULT_PDF_PREVIEW).toEqual({
      slots: 2,
      waitingPerAccount: 3,
      cpuSeconds: 10,
      memoryMb: 512,
      timeoutSeconds: 20,
    });
  });

  it('reads every variable, and names a bad one', () => {
    expect(
      loadConfig({
        PDF_PREVIEW_SLOTS: '4',
        PDF_PREVIEW_WAITING_PER_ACCOUNT: '0',
        PDF_PREVIEW_CPU_SECONDS: '5',
        PDF_PREVIEW_MEMORY_MB: '1024',
        PDF_PREVIEW_TIMEOUT_SECONDS: '',
      }).pdfPreview,
    ).toEqual({
      slots: 4,
      waitingPerAccount: 0,
      cpuSeconds: 5,
      memoryMb: 1024,
      timeoutSeconds: 20,
    });
    for (const [name, value] of [
      ['PDF_PREVIEW_SLOTS', '0'],
      ['PDF_PREVIEW_CPU_SECONDS', 'lots'],
      // Less than the program itself needs to start.
      ['PDF_PREVIEW_MEMORY_MB', '16'],
      ['PDF_PREVIEW_TIMEOUT_SECONDS', '1.5'],
    ] as const) {
      const attempt = () => loadConfig({ [name]: value });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(`${name}=${JSON.stringify(value)}`);
    }
  });
});
