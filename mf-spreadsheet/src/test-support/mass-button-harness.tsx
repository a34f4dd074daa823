/**
 * The mass creation button as the table screen mounts it, over the shared shell mock and the
 * store's real endpoints against scripted answers (masscreate, the status poll, and the decline
 * stand-in answering as the server's declension), with a table the pre-run check can change.
 */
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import {
  defaultSpreadsheetSettings,
  type SpreadsheetColumn,
  type SpreadsheetMeta,
  type SpreadsheetSettings,
  type SpreadsheetTable,
} from '@gramota/contracts';
import { ShellApiContext, type ModalRequest } from '@gramota/shell-api';
import { installFakeApi, renderArea, type Handler } from '@gramota/shell-api/testing';
import en from '../../locales/en/spreadsheet.json';
import ru from '../../locales/ru/spreadsheet.json';
import { MassCreateButton } from '../mass/mass-create-button.component';
import { declineHandler } from './decline-stand-in';

export const massMeta = (extra: Partial<SpreadsheetMeta> = {}): SpreadsheetMeta => ({
  keys: 'Фамилия Имя;;Класс',
  sources: [
    { key: 'Фамилия Имя', kind: 'label' },
    { key: 'Класс', kind: 'label' },
  ],
  is_pro: '1',
  is_table_student_card: '0',
  readonly: '0',
  empty: '0',
  doc_name: 'Грамота',
  format: 'a4',
  gendered: '0',
  ...extra,
});

export const column = (
  title: string,
  type: SpreadsheetColumn['type'] = 'key',
  source?: string,
): SpreadsheetColumn => ({ title, type, width: 100, ...(source ? { source } : {}) });

/** A table of the given columns (after the tick column) and rows. */
export const massTable = (
  columns: SpreadsheetColumn[],
  data: string[][],
  settings: Partial<SpreadsheetSettings> = {},
): SpreadsheetTable => ({
  columns: [column('', 'check'), ...columns],
  data,
  settings: { ...defaultSpreadsheetSettings(), ...settings },
});

/** masscreate (jobs 101, 102…), the status poll (all ready), the decline stand-in. */
export function massServer(extra: Handler = () => undefined, verifyOn = false) {
  let job = 100;
  return installFakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    // The document's verification choice, which the run's switch starts from (issue 35).
    if (call.path === '/api/verify-choice/42/')
      return [
        200,
        {
          result: 'success',
          choice: { on: verifyOn, place: 'bottom-right', qr: true },
          source: 'doc',
        },
      ];
    if (call.path === '/api/creator/42/masscreate/') {
      job += 1;
      return [200, { result: 'success', doc: String(job), filename: `gramota_${job}` }];
    }
    if (call.path.startsWith('/api/creator-get-status-spreadsheet/')) {
      const ids = decodeURIComponent(call.path.split('/')[3]!).split(',');
      return [
        200,
        {
          result: 'success',
          status: 'ready',
          docs: Object.fromEntries(ids.map((id) => [id, 'ready'])),
        },
      ];
    }
    return declineHandler(call);
  });
}

export function renderMassButton(
  start: SpreadsheetTable,
  extra: Partial<SpreadsheetMeta> = {},
  language = 'en',
) {
  const saveNow = jest.fn(async () => true);
  const showRow = jest.fn();
  const state = { table: start };
  // The screen's table: the check's fixes change it and the next read sees them.
  const updateTable = jest.fn(
    (change: (table: SpreadsheetTable) => SpreadsheetTable, _reload: boolean) => {
      state.table = change(state.table);
      return state.table;
    },
  );
  const view = renderArea(
    <MassCreateButton
      docId="42"
      meta={massMeta(extra)}
      getSnapshot={() => state.table}
      saveNow={saveNow}
      showRow={showRow}
      updateTable={updateTable}
    />,
    { at: '/app/spreadsheet/42/', language },
  );
  view.shellApi.i18n.addResourceBundle('ru', 'spreadsheet', ru, true, true);
  view.shellApi.i18n.addResourceBundle('en', 'spreadsheet', en, true, true);
  return { ...view, saveNow, showRow, updateTable, state };
}

type Shell = ReturnType<typeof renderMassButton>['shellApi'];

/** Renders the last modal the flow opened, as the shell would, under the same shell mock. */
export function openModal(shellApi: Shell, close = jest.fn()) {
  const request = shellApi.calls.modals.at(-1) as ModalRequest<object>;
  const Component = request.component as ComponentType<{ close: () => void }>;
  const view = render(
    <I18nextProvider i18n={shellApi.i18n}>
      <ShellApiContext.Provider value={shellApi}>
        <Component {...request.props} close={close} />
      </ShellApiContext.Provider>
    </I18nextProvider>,
  );
  return { request, close, view };
}
