import { doc, docsAnswer, folder } from '../test-support/answers';
import { newestDocs, toFileItems } from './docs-items';

describe('docs-get answers as file browser items', () => {
  const answer = docsAnswer(
    [folder('f1', 'Class 5A', { favorite: '1' })],
    [doc('3', 'Diploma'), doc('12', 'Certificate')],
  );

  test('folders and documents keep their ids, names, stars and thumbnails', () => {
    expect(toFileItems(answer)).toEqual([
      expect.objectContaining({ id: 'f1', type: 'folder', isFolder: true, favorite: true }),
      expect.objectContaining({
        id: '3',
        type: 'doc',
        isFolder: false,
        thumbnailUrl: '/api/doc-thum/3/md5-3/',
      }),
      expect.objectContaining({ id: '12', type: 'doc', name: 'Certificate', favorite: false }),
    ]);
    expect(toFileItems(undefined)).toEqual([]);
  });

  test('the newest documents come first whatever the key order', () => {
    expect(newestDocs(answer, 1).map((entry) => entry.id)).toEqual(['12']);
  });
});
