import { fireEvent, screen } from '@testing-library/react';
import { renderArea } from '@gramota/shell-api/testing';
import { registerStrings } from '../i18n/register-strings';
import en from '../../locales/en/workshop.json';
import { RedactorToolbar } from './redactor-toolbar.component';

test('Help in the workshop editor opens the workshop help page in the shell’s help modal', () => {
  const noop = () => undefined;
  const { shellApi } = renderArea(
    <RedactorToolbar
      name="Spring contest"
      plan="free"
      canUndo={false}
      canRedo={false}
      readOnly={false}
      saveState="idle"
      making={false}
      onUndo={noop}
      onRedo={noop}
      onReady={noop}
      onBack={noop}
    />,
    { strings: [(i18n) => void registerStrings(i18n, { en })] },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Help' }));
  expect(shellApi.calls.help).toEqual(['/app/help/workshop/']);
});
