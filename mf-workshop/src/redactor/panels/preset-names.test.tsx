import { screen } from '@testing-library/react';
import type { WorkshopBackground, WorkshopMaket } from '@gramota/contracts';
import { blankScene } from '@gramota/scene';
import { renderArea } from '../../list/test-support/render-area';
import { BackgroundPanel } from './background-panel.component';
import { LayoutPanel } from './layout-panel.component';

// The server answers the shipped catalogue's names in Russian.
const maket = (id: number, name: string): WorkshopMaket => ({
  id,
  format: 'a4',
  type: 'c',
  name,
  type_bg: 'other',
  file_id: '',
  thumb: `/t/${id}.webp`,
  style_frame: '{}',
  style_title: '{}',
  style_content: '{}',
});
const background = (id: string, name: string): WorkshopBackground => ({
  id,
  name,
  img: `/b/${id}.jpg`,
  thumb: `/b/${id}_th.webp`,
  formats: ['a4'],
});

describe('the layouts and backgrounds are named in the teacher’s language', () => {
  test('layouts by their ids; one the editor does not know keeps the server’s name', () => {
    renderArea(
      <LayoutPanel
        scene={blankScene('a4', 50)}
        readOnly={false}
        dispatch={jest.fn()}
        makets={[maket(60, 'Лавровые ветви'), maket(55, 'Деловой графит'), maket(99, 'New one')]}
        backgrounds={[]}
      />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Laurel branches',
      'Business graphite',
      'New one',
    ]);
  });

  test('background presets by their artwork, whatever the orientation', () => {
    renderArea(
      <BackgroundPanel
        scene={blankScene('a4', 50)}
        readOnly={false}
        dispatch={jest.fn()}
        backgrounds={[
          background('paper-ivory-p', 'Слоновая кость'),
          background('gradient-sunrise-p', 'Рассвет'),
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ivory' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sunrise' })).toBeTruthy();
    expect(screen.queryByText(/[\u0400-\u04ff]/)).toBeNull();
  });
});
