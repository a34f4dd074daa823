import { screen } from '@testing-library/react';
import type { TemplateCard as TemplateCardData } from '@gramota/contracts';
import { renderArea } from '../test-support/render-area';
import { TemplateCard } from './template-card.component';

const card: TemplateCardData = {
  id: 'en:201:0',
  name: 'Golden Laurel',
  tname: 'golden-laurel',
  format: 'a4',
  img: '/data/templates/en-201-0-thumb.webp',
  lng: 'en',
  end: '2027-11-28',
  pro: '1',
};

describe('a template card of the gallery', () => {
  test('says until when the teacher’s licence runs as her language writes a date', () => {
    renderArea(<TemplateCard card={card} />, { at: '/app/templates/' });
    const meta = screen.getByText(/access until/);
    expect(meta.textContent).toContain('access until 28 November 2027');
    expect(meta.textContent).not.toContain('2027-11-28');
  });
});
