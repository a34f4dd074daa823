import { fireEvent, screen } from '@testing-library/react';
import { renderEditor } from '../test-support/render-editor';

/** The one PRO rule of pictures, QR codes and stamps (contracts insertionAccess), in the editor. */
describe('the editor’s picture, QR and stamp buttons', () => {
  test('a free document: picture and QR code open the need-PRO notice, a stamp does not', () => {
    const editor = renderEditor({ proAllowed: false, templateData: 'catalogue' });
    fireEvent.click(screen.getByTestId('image'));
    fireEvent.click(screen.getByTestId('qr'));
    fireEvent.click(screen.getByTestId('stamp'));
    expect(editor.props.onNeedPro).toHaveBeenCalledTimes(2);
    expect(editor.props.onNeedPro).toHaveBeenNthCalledWith(1, 'image');
    expect(editor.props.onNeedPro).toHaveBeenNthCalledWith(2, 'qr');
  });

  test('a PRO document opens the dialogs without the notice', () => {
    const editor = renderEditor({ proAllowed: true, templateData: 'catalogue' });
    fireEvent.click(screen.getByTestId('qr'));
    expect(editor.props.onNeedPro).not.toHaveBeenCalled();
  });

  test("template_data 'p' hides all three by itself, PRO or not", () => {
    renderEditor({ proAllowed: true, templateData: 'workshop:p' });
    expect(screen.queryByTestId('image')).toBeNull();
    expect(screen.queryByTestId('qr')).toBeNull();
    expect(screen.queryByTestId('stamp')).toBeNull();
    expect(screen.getByTestId('textbox')).toBeTruthy();
  });
});
