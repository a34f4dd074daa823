import { screen, waitFor } from '@testing-library/react';
import { renderArea } from '@gramota/shell-api/testing';
import { registerTestStrings } from './test-support/area-strings';
import { installFakeCanvas, loadRealXSpreadsheet } from './test-support/fake-canvas';
import { installSheetApi, metaGetText, sheetMeta } from './test-support/sheet-server';
import { EARLY_SHEET_MAX_AGE_MS, fetchSheetEarly, takeEarlySheet } from './early-sheet';
import { SpreadsheetScreen } from './screens/spreadsheet-screen.component';

const META_GET = '/api/spreadsheet-meta-get/42/';

let uninstallCanvas: () => void;
beforeEach(() => {
  uninstallCanvas = installFakeCanvas();
  window.history.pushState(null, '', '/app/spreadsheet/42/');
});
afterEach(() => uninstallCanvas());

/** The fake server: meta-get answers `answers` in turn (the last one from then on). */
function server(answers: [number, unknown][]) {
  let served = 0;
  return installSheetApi((call) => {
    if (call.path !== META_GET) return undefined;
    const answer = answers[Math.min(served, answers.length - 1)]!;
    served += 1;
    return answer;
  });
}

const named = (name: string) => metaGetText(sheetMeta({ doc_name: name }));

function openScreen() {
  return renderArea(<SpreadsheetScreen loadLibrary={loadRealXSpreadsheet} />, {
    at: '/app/spreadsheet/42/',
    strings: [registerTestStrings],
  });
}

describe("a table page's early call (issue 34)", () => {
  test('the screen takes the answer asked for before it rendered: meta-get goes out once', async () => {
    const api = server([[200, named('Early')]]);
    fetchSheetEarly('42');
    openScreen();
    await screen.findByRole('heading', { name: /Early/ });
    await waitFor(() => expect(document.querySelector('[data-rows]')).not.toBeNull());
    expect(api.paths().filter((path) => path === META_GET)).toHaveLength(1);
  });

  test('a failed early call is not shown: the screen asks again', async () => {
    const api = server([
      [500, { result: 'error', error_text: 'busy' }],
      [200, named('Second')],
    ]);
    fetchSheetEarly('42');
    openScreen();
    await screen.findByRole('heading', { name: /Second/ });
    expect(api.paths().filter((path) => path === META_GET)).toHaveLength(2);
  });

  test('taken once, for its own table, while fresh, on the page it was asked for', async () => {
    server([[200, named('Once')]]);
    fetchSheetEarly('42');
    expect(await takeEarlySheet('7')).toBeNull();
    fetchSheetEarly('42');
    expect(await takeEarlySheet('42')).not.toBeNull();
    expect(await takeEarlySheet('42')).toBeNull();
    fetchSheetEarly('42', 1_000);
    expect(await takeEarlySheet('42', 1_000 + EARLY_SHEET_MAX_AGE_MS + 1)).toBeNull();
    fetchSheetEarly('42');
    window.history.pushState(null, '', '/app/docs/');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(await takeEarlySheet('42')).toBeNull();
  });
});
