import { docData } from '../test-support/answers';
import {
  currentTitlePicture,
  docReducer,
  docStateFromData,
  hidesInsertions,
  parseTitlesFloat,
} from './doc-state';

describe('document state', () => {
  test('reads the document data, the title gallery split on ;;', () => {
    const state = docStateFromData(
      docData({ title_movable_gallery: '/t/a.png;;/t/b.png', title_index: 1, content_raw: 'oops' }),
    );
    expect(state.titleGallery).toEqual(['/t/a.png', '/t/b.png']);
    expect(currentTitlePicture(state)).toBe('/t/b.png');
    // Unreadable raw content falls back to the HTML part.
    expect(state.raw).toBeNull();
  });

  test('a template change brings background, format, badge, margins and title', () => {
    const state = docStateFromData(docData());
    const next = docReducer(state, {
      type: 'templateApplied',
      templateId: 'ru:205:1',
      answer: {
        result: 'success',
        img_redactor: '/bg2.jpg',
        padding: '80 70 80 70',
        pro: '1',
        format: 'a4h',
        title_index: 0,
        title_movable_gallery: '/t/x.png',
        is_title_movable: '1',
        titles_margin: '30',
        titles_float: '5|-5',
        wlogo: '0',
        logo: '',
      },
    });
    expect(next).toMatchObject({
      // Get PRO and the donation now point at the new template's invoice.
      templateId: 'ru:205:1',
      background: '/bg2.jpg',
      padding: '80 70 80 70',
      pro: '1',
      format: 'a4h',
      titleGallery: ['/t/x.png'],
      isTitleMovable: '1',
      titlesMargin: '30',
      titlesFloat: '5|-5',
      font: state.font,
      values: state.values,
    });
  });

  test('title offsets and template_data flags', () => {
    expect(parseTitlesFloat('12|-4')).toEqual({ x: 12, y: -4 });
    expect(parseTitlesFloat('x|')).toEqual({ x: 0, y: 0 });
    expect(hidesInsertions('catalogue')).toBe(false);
    expect(hidesInsertions('workshop:p')).toBe(true);
    expect(hidesInsertions('workshop:x:0')).toBe(true);
  });
});
