import { STORAGE_LIMITS } from '@gramota/contracts';
import { uploadProblem } from './upload-checks';

const file = (name: string, type = '', size = 10) => {
  const one = new File(['x'], name, { type });
  Object.defineProperty(one, 'size', { value: size });
  return one;
};

describe('files checked before an upload', () => {
  test('PDF, JPEG, PNG and WebP go, by name or by type', () => {
    expect(
      uploadProblem([file('a.pdf'), file('b.JPG'), file('c.jpeg'), file('d.png'), file('e.webp')]),
    ).toBeNull();
    expect(uploadProblem([file('scan', 'application/pdf')])).toBeNull();
  });

  test('what the storage does not keep is refused with the contract’s code', () => {
    expect(uploadProblem([])).toBe('upload_empty');
    expect(uploadProblem([file('a.pdf'), file('notes.docx')])).toBe('upload_type');
    expect(uploadProblem([file('big.pdf', '', STORAGE_LIMITS.uploadMaxBytes + 1)])).toBe(
      'upload_too_large',
    );
    const many = Array.from({ length: STORAGE_LIMITS.uploadMaxFiles + 1 }, (_, i) =>
      file(`${i}.png`),
    );
    expect(uploadProblem(many)).toBe('upload_too_many');
  });
});
