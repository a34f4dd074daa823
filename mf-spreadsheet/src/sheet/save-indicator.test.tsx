import { screen } from '@testing-library/react';
import { renderArea } from '@gramota/shell-api/testing';
import { registerTestStrings } from '../test-support/area-strings';
import { SaveIndicator } from './save-indicator.component';

describe('the save state in words', () => {
  test.each([
    ['saving', 'Сохраняется…'],
    ['saved', 'Сохранено'],
    ['idle', 'Сохранено'],
    ['error', 'Не сохранено'],
  ] as const)('%s: «%s» beside the icon', (state, words) => {
    renderArea(<SaveIndicator state={state} />, { strings: [registerTestStrings], language: 'ru' });
    expect(screen.getByRole('status').textContent).toContain(words);
    expect(screen.getByText(words).className).toBe('');
  });
});
