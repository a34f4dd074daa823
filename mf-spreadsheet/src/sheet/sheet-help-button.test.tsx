import { fireEvent, screen } from '@testing-library/react';
import { renderArea } from '@gramota/shell-api/testing';
import { registerTestStrings } from '../test-support/area-strings';
import { SheetHelpButton } from './sheet-help-button.component';

test('Help in the table opens the mass-creation help page in the shell’s help modal', () => {
  const { shellApi } = renderArea(<SheetHelpButton />, { strings: [registerTestStrings] });
  fireEvent.click(screen.getByRole('button', { name: 'Help' }));
  expect(shellApi.calls.help).toEqual(['/app/help/spreadsheet/']);
});

test('is named in Russian too', () => {
  renderArea(<SheetHelpButton />, { strings: [registerTestStrings], language: 'ru' });
  expect(screen.getByRole('button', { name: 'Справка' })).toBeTruthy();
});
