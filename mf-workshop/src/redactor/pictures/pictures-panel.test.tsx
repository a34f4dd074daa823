import { fireEvent, screen } from '@testing-library/react';
import { blankScene } from '@gramota/scene';
import { installFakeApi } from '@gramota/shell-api/testing';
import { renderArea, renderModal } from '../../list/test-support/render-area';
import { PicturesPanel } from './pictures-panel.component';

/** The one PRO rule of pictures, QR codes and stamps (contracts insertionAccess), in the workshop. */
function panel(pro: boolean, templateData = 'workshop:50') {
  return renderArea(
    <PicturesPanel
      scene={blankScene('a4', 50)}
      readOnly={false}
      dispatch={jest.fn()}
      templateData={templateData}
      selection={null}
      pro={pro}
    />,
    { at: '/app/workshop/redactor/7/' },
  );
}

describe('the template editor’s pictures', () => {
  let api: ReturnType<typeof installFakeApi>;
  beforeEach(() => {
    api = installFakeApi((call) =>
      call.path.startsWith('/api/stamp-modal/')
        ? [200, { result: 'success', stamps: [] }]
        : undefined,
    );
  });
  afterEach(() => api.uninstall());

  test('a free workshop plan: a picture or a QR code opens the need-pay dialog, a stamp does not', async () => {
    const { shellApi } = panel(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add a picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'QR code' }));
    expect(shellApi.calls.modals.map((modal) => modal.title)).toEqual([
      'Workshop payment needed',
      'Workshop payment needed',
    ]);
    expect(screen.queryByTestId('workshop-qr-link')).toBeNull();
    renderModal(shellApi.calls.modals[0]);
    expect(
      screen.getByText(
        'Pictures and QR codes in a template are part of the workshop plan. Switch it on to add them.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stamp' }));
    expect(shellApi.calls.modals).toHaveLength(2);
    expect(await screen.findByTestId('workshop-stamp-dialog')).toBeTruthy();
  });

  test('a paid workshop plan opens the QR dialog', () => {
    const { shellApi } = panel(true);
    fireEvent.click(screen.getByRole('button', { name: 'QR code' }));
    expect(shellApi.calls.modals).toEqual([]);
    expect(screen.getByTestId('workshop-qr-link')).toBeTruthy();
  });
});
