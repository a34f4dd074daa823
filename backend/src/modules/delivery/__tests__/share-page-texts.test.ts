import { renderShareMissingPage, renderSharePage } from '../share-page';

const FILE = {
  name: 'Грамота <5 А>',
  filename: 'gramota',
  pictureUrl: '/app/s/x/file.jpg',
  jpegUrl: '/app/s/x/file.jpg',
  pdfUrl: '/app/s/x/file.pdf',
};

// Every language's texts are checked against Russian by packages/ui's every-locale-complete.
describe('the share page in seven languages', () => {
  it('renders in the phone’s language, Kazakh marked as kk for the browser', () => {
    const belarusian = renderSharePage(FILE, 'be');
    expect(belarusian).toContain('<html lang="be">');
    expect(belarusian).toContain('Спампаваць PDF');
    expect(belarusian).toContain('<h1>Грамота &lt;5 А&gt;</h1>');
    const kazakh = renderShareMissingPage('kz');
    expect(kazakh).toContain('<html lang="kk">');
    expect(kazakh).toContain('<h1>Файл табылмады</h1>');
    expect(renderShareMissingPage('it')).toContain('File non trovato');
  });
});
