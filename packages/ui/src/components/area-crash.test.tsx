import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { commonResources } from '../i18n/common-test-resources';
import { AreaCrash } from './area-crash.component';
import { DataErrorBanner } from './data-error-banner.component';

function renderIn(language: 'en' | 'ru', ui: React.ReactElement) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: commonResources,
    defaultNS: 'common',
    initAsync: false,
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('an area that failed to render', () => {
  it('says the section broke and offers a reload, without blaming the connection', () => {
    const reload = jest.fn();
    renderIn(
      'en',
      <AreaCrash area="spreadsheet" error={new Error('Cannot read cell')} onReload={reload} />,
    );
    const message = screen.getByRole('alert');
    expect(message.textContent).toContain('This section could not open.');
    expect(message.textContent).toContain('Reload the page');
    expect(message.textContent).not.toMatch(/connection/i);
    expect(screen.queryByTestId('data-error-banner')).toBeNull();
    expect(message.closest('[data-area-crash="spreadsheet"]')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks the teacher’s Russian', () => {
    renderIn('ru', <AreaCrash area="ready" error={new Error('boom')} onReload={() => {}} />);
    const message = screen.getByRole('alert');
    expect(message.textContent).toContain('Этот раздел не смог открыться.');
    expect(message.textContent).not.toMatch(/соединени|подключени|интернет/i);
    expect(screen.getByRole('button', { name: 'Перезагрузить страницу' })).toBeTruthy();
  });

  it('leaves the connection hint to real fetch failures', () => {
    renderIn('en', <DataErrorBanner onRetry={() => {}} />);
    expect(screen.getByTestId('data-error-banner').textContent).toContain(
      'Check your connection and try again.',
    );
  });
});
