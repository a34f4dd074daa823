import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type Handler } from '@gramota/shell-api/testing';
import { renderEditor } from '../test-support/render-editor';

function objects(raw: ReturnType<ReturnType<typeof renderEditor>['raw']>) {
  return Object.values(raw.entityMap);
}

describe('QR code dialog', () => {
  const open = () => {
    const editor = renderEditor();
    fireEvent.click(screen.getByTestId('qr'));
    const submit = (link: string) => {
      const input = screen.getByTestId('qr-dialog').querySelector('input[name="qr-link"]')!;
      fireEvent.change(input, { target: { value: link } });
      fireEvent.click(screen.getByTestId('qr-insert'));
    };
    return { editor, submit };
  };

  test.each(['', 'http://', '//'])('"%s" asks for the link', (link) => {
    const { submit } = open();
    expect(screen.getByLabelText('Link to the website')).toBeTruthy();
    submit(link);
    expect(screen.getByTestId('field-error').textContent).toBe('Please insert the link to website');
  });

  test('a link without http:// or https:// is refused', () => {
    const { submit } = open();
    submit('example.com/diploma');
    expect(screen.getByTestId('field-error').textContent).toBe(
      'Link to the website should begin with http:// or https://',
    );
  });

  test('a good link inserts a 100 px QR code of it', () => {
    const { editor, submit } = open();
    submit('https://school.example/olympiad');
    expect(screen.queryByTestId('qr-dialog')).toBeNull();
    expect(objects(editor.raw())).toEqual([
      {
        type: 'QR',
        mutability: 'IMMUTABLE',
        data: { data: 'https://school.example/olympiad', width: 100, float: 'right' },
      },
    ]);
    const picture = screen.getByTestId('object-qr');
    expect(picture.className).toContain('gr-qr');
    expect(picture.querySelector('img')!.getAttribute('src')).toBe(
      '/qr/?data=https%3A%2F%2Fschool.example%2Folympiad',
    );
  });

  test('the Russian messages', () => {
    const { editor, submit } = open();
    act(() => void editor.shellApi.i18n.changeLanguage('ru'));
    submit('ftp://x');
    expect(screen.getByTestId('field-error').textContent).toBe(
      'Ссылка на сайт должна начинаться с http:// или https://',
    );
  });
});

describe('PRO features', () => {
  test('free documents get the need-PRO notice for pictures, QR codes and fragment fonts', () => {
    const editor = renderEditor({ proAllowed: false, fontsUseFragment: true });
    fireEvent.click(screen.getByTestId('image'));
    fireEvent.click(screen.getByTestId('qr'));
    fireEvent.change(screen.getByTestId('font-select'), { target: { value: 'PT Serif' } });
    expect(editor.props.onNeedPro).toHaveBeenNthCalledWith(1, 'image');
    expect(editor.props.onNeedPro).toHaveBeenNthCalledWith(2, 'qr');
    expect(editor.props.onNeedPro).toHaveBeenNthCalledWith(3, 'font');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(editor.props.onFontChange).not.toHaveBeenCalled();
  });

  test('with fragment fonts off, the select changes the document font', () => {
    const editor = renderEditor({ proAllowed: false, fontsUseFragment: false });
    fireEvent.change(screen.getByTestId('font-select'), { target: { value: 'PT Serif' } });
    expect(editor.props.onFontChange).toHaveBeenCalledWith('PT Serif');
    expect(editor.raw().blocks[0]!.inlineStyleRanges).toEqual([]);
  });
});

describe('dialogs that call the server', () => {
  let api: ReturnType<typeof installFakeApi>;
  afterEach(() => api.uninstall());

  const serve = (handler: Handler) => {
    api = installFakeApi(handler);
  };

  test('a picture upload error is shown and the teacher can try again', async () => {
    let attempts = 0;
    serve((call) => {
      if (call.path !== '/api/redactor-image-upload/12/') return undefined;
      attempts += 1;
      return attempts === 1
        ? [200, { status: 'err', error_text: 'The file is not a JPEG, PNG or WebP picture' }]
        : [200, { status: 'ok', file: '/api/redactor-image/12/a1.png/', width: 640, height: 480 }];
    });
    const editor = renderEditor();
    fireEvent.click(screen.getByTestId('image'));
    const file = new File(['png'], 'cat.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('image-file'), { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('image-upload'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'The file is not a JPEG, PNG or WebP picture',
    );
    expect(api.calls[0]!.method).toBe('POST');
    expect((api.calls[0]!.body as FormData).get('file')).toBeTruthy();

    fireEvent.click(screen.getByTestId('image-upload'));
    await waitFor(() => expect(screen.queryByTestId('image-dialog')).toBeNull());
    expect(objects(editor.raw())).toEqual([
      {
        type: 'IMAGE',
        mutability: 'IMMUTABLE',
        data: { src: '/api/redactor-image/12/a1.png/', width: 400, float: 'none' },
      },
    ]);
  });

  test('a second submit while the picture uploads sends it once (the form engine)', async () => {
    serve((call) =>
      call.path === '/api/redactor-image-upload/12/'
        ? [200, { status: 'ok', file: '/api/redactor-image/12/a1.png/', width: 640, height: 480 }]
        : undefined,
    );
    renderEditor();
    fireEvent.click(screen.getByTestId('image'));
    const file = new File(['png'], 'cat.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('image-file'), { target: { files: [file] } });
    const form = screen.getByTestId('image-dialog');
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(screen.queryByTestId('image-dialog')).toBeNull());
    expect(api.paths().filter((path) => path === '/api/redactor-image-upload/12/')).toHaveLength(1);
  });

  test('a refused upload shows the server’s own text above the form', async () => {
    serve((call) =>
      call.path === '/api/redactor-image-upload/12/'
        ? [
            413,
            { result: 'error', error_code: 'file_too_large', error_text: 'Too big: 10 MB at most' },
          ]
        : undefined,
    );
    renderEditor();
    fireEvent.click(screen.getByTestId('image'));
    const file = new File(['png'], 'cat.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('image-file'), { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('image-upload'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Too big: 10 MB at most');
    expect(screen.getByTestId('image-dialog')).toBeTruthy();
  });

  test('choosing a font in the fonts dialog adds it to my fonts and applies it', async () => {
    serve((call) =>
      call.path === '/api/redactor-get-my-fonts/' && call.query.get('add') === 'Lobster'
        ? [200, { result: 'success', fonts: [], my_fonts: ['Philosopher', 'PT Serif', 'Lobster'] }]
        : undefined,
    );
    const editor = renderEditor({ fontsUseFragment: false });
    fireEvent.click(screen.getByTestId('fonts-more'));
    expect(screen.getByRole('region', { name: 'Decorative' })).toBeTruthy();
    expect(document.head.querySelector('link[data-gr-font="Lobster"]')!.getAttribute('href')).toBe(
      '/api/get-font-css/?font=Lobster',
    );
    fireEvent.click(screen.getByTestId('font-choice-Lobster'));
    await waitFor(() => expect(editor.props.onFontChange).toHaveBeenCalledWith('Lobster'));
    expect(editor.props.onMyFontsChange).toHaveBeenCalledWith([
      'Philosopher',
      'PT Serif',
      'Lobster',
    ]);
    expect(screen.queryByTestId('fonts-dialog')).toBeNull();
  });

  test('the stamp dialog links to the profile when there are no stamps', async () => {
    serve((call) =>
      call.path === '/api/stamp-modal/' ? [200, { result: 'success', stamps: [] }] : undefined,
    );
    const editor = renderEditor({ templateData: 'workshop' });
    fireEvent.click(screen.getByTestId('stamp'));
    fireEvent.click(await screen.findByTestId('stamp-profile-link'));
    expect(editor.shellApi.calls.navigate).toEqual(['/app/profile/stamp/']);
    expect(api.calls[0]!.query.get('template')).toBe('workshop');
  });

  test('a chosen stamp is inserted 150 px wide', async () => {
    serve((call) =>
      call.path === '/api/stamp-modal/'
        ? [
            200,
            {
              result: 'success',
              stamps: [
                {
                  id: 's1',
                  kind: 'stamp',
                  url: '/api/profile-stamp-file/s1/',
                  name: 'School',
                  may_place: true,
                },
              ],
            },
          ]
        : undefined,
    );
    const editor = renderEditor();
    fireEvent.click(screen.getByTestId('stamp'));
    fireEvent.click(await screen.findByTestId('stamp-s1'));
    expect(objects(editor.raw())[0]!.data).toEqual({
      stampId: 's1',
      kind: 'stamp',
      width: 150,
      float: 'none',
    });
    expect(screen.getByTestId('object-stamp').querySelector('img')!.getAttribute('src')).toBe(
      '/api/profile-stamp-file/s1/',
    );
    // The dialog asks for this document's stamps (an approval counts on it alone).
    expect(api.calls[0]!.query.get('doc')).toBe('12');
  });

  test('the stamp dialog leads to the school’s stamp requests and log', async () => {
    serve((call) =>
      call.path === '/api/stamp-modal/'
        ? [
            200,
            {
              result: 'success',
              stamps: [
                { id: 's1', kind: 'stamp', url: '/s1.png', name: 'School', may_place: true },
              ],
            },
          ]
        : undefined,
    );
    const editor = renderEditor();
    fireEvent.click(screen.getByTestId('stamp'));
    fireEvent.click(await screen.findByText('Stamp requests and log'));
    expect(editor.shellApi.calls.navigate).toEqual(['/app/stamps/']);
    expect(screen.queryByTestId('stamp-dialog')).toBeNull();
  });

  test('a signature the teacher may not place is greyed; asking for it sends a request for this document', async () => {
    serve((call) => {
      if (call.path === '/api/stamp-modal/')
        return [
          200,
          {
            result: 'success',
            stamps: [{ id: 'sig', kind: 'signature', url: '', name: 'Director', may_place: false }],
          },
        ];
      if (call.path === '/api/stamp-requests/' && call.method === 'POST') {
        const body = call.body as Record<string, string>;
        return body.note === 'twice'
          ? [409, { result: 'error', error_code: 'already_requested', error_text: 'x' }]
          : [200, { result: 'success', request: { id: 'r1', status: 'pending' } }];
      }
      return undefined;
    });
    const editor = renderEditor();
    fireEvent.click(screen.getByTestId('stamp'));
    const locked = await screen.findByTestId('stamp-sig');
    // Not a button to pick, no picture: nothing would be inserted.
    expect(locked.tagName).toBe('LI');
    expect(locked.querySelector('img')).toBeNull();
    expect(locked.textContent).toContain('Only those allowed may place it');

    fireEvent.click(screen.getByRole('button', { name: 'Ask for it' }));
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'twice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have already asked for this stamp on this document',
    );
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: 'For the olympiad diplomas' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(/Request sent/)).toBeTruthy();
    const sent = api.calls.filter((call) => call.path === '/api/stamp-requests/');
    expect(sent[1]!.body).toEqual({
      stamp_id: 'sig',
      doc_id: '12',
      note: 'For the olympiad diplomas',
    });
    expect(objects(editor.raw())).toEqual([]);
  });
});
