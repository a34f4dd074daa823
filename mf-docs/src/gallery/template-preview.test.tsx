import { render, screen } from '@testing-library/react';
import type { TemplateSet } from '@gramota/contracts';
import { TemplatePreview } from './template-preview.component';

/** The catalogue's «Сертификат участника» as template-get answers it: fields mode, %id% in the text. */
const certificate: TemplateSet = {
  id: 'ru:301:0',
  name: 'Сертификат участника',
  category: 'c',
  lng: 'ru',
  format: 'a4',
  img_redactor: '/data/templates/ru-301-0.jpg',
  padding: '200 80 120 80',
  pro: '0',
  is_title_movable: '0',
  title_movable_gallery: '',
  title_index: 0,
  titles_margin: '',
  titles_float: '0|0',
  wlogo: '0',
  logo: '',
  title: 'Сертификат',
  font: 'Montserrat',
  content:
    '<p style="text-align:center"><span style="font-size:48pt">Сертификат</span></p>' +
    '<p style="text-align:center"><span style="font-size:16pt">подтверждает, что</span></p>' +
    '<p style="text-align:center"><span style="font-size:28pt"><strong>%participant%</strong></span></p>' +
    '<p style="text-align:center"><span style="font-size:16pt">принял(а) участие в %event%</span></p>' +
    '<p style="text-align:center">%date%</p>' +
    '<p style="text-align:left">Организатор ____________ %organizer%</p>',
  fields: [
    {
      type: 'variable',
      id: 'participant',
      title: 'Фамилия и имя участника',
      default: 'Иванова Мария',
    },
    {
      type: 'permanent',
      id: 'event',
      title: 'Мероприятие',
      default: 'школьной научно-практической конференции «Шаг в будущее»',
    },
    // No sample value: the preview shows what the field is for.
    { type: 'permanent', id: 'date', title: 'Дата', default: '' },
    { type: 'permanent', id: 'organizer', title: 'Организатор', default: 'А. В. <Смирнова>' },
  ],
};

describe('the template preview of the gallery card', () => {
  test('shows sample text where a fields-mode template holds placeholders', () => {
    render(<TemplatePreview template={certificate} width={400} />);
    const text = screen.getByTestId('template-preview').textContent ?? '';
    expect(text).not.toMatch(/%[a-z_]+%/);
    expect(text).toContain('Иванова Мария');
    expect(text).toContain('принял(а) участие в школьной научно-практической конференции');
    // A field without a sample value shows its title.
    expect(text).toContain('Дата');
    // Sample values are text, never markup.
    expect(text).toContain('Организатор ____________ А. В. <Смирнова>');
    expect(screen.getByText('Иванова Мария').tagName).toBe('STRONG');
  });

  test('a template without fields keeps its text, percent signs included', () => {
    render(
      <TemplatePreview
        template={{
          ...certificate,
          content: '<p>Скидка 10% для %participant%</p>',
          fields: [],
        }}
        width={400}
      />,
    );
    expect(screen.getByTestId('template-preview').textContent).toContain(
      'Скидка 10% для %participant%',
    );
  });

  test('a sample value over several lines keeps its line breaks', () => {
    const { container } = render(
      <TemplatePreview
        template={{
          ...certificate,
          content: '<p>%school%</p>',
          fields: [
            { type: 'permanent', id: 'school', title: 'Школа', default: 'МБОУ СОШ № 1\nг. Казань' },
          ],
        }}
        width={400}
      />,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.innerHTML).toBe('МБОУ СОШ № 1<br>г. Казань');
  });
});
