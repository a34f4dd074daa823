import { act, screen } from '@testing-library/react';
import { docData, getDocText } from '../test-support/answers';
import { redactorServer as server, unmountAndSettle } from '../test-support/redactor-server';
import { renderRedactor } from '../test-support/render-redactor';
import RedactorScreen from './redactor-screen.component';
import { REPORT_CARD_HELP_DELAY_MS } from './use-report-card-help';

jest.mock('../editor', () => jest.requireActual('../test-support/fake-editor'));

const HELP_TEXT =
  'Making report cards? See how to fill one in and make them for the whole class at once.';

describe('the report-card help toast (seed 001 §8)', () => {
  let api: ReturnType<typeof server>;
  afterEach(async () => {
    await unmountAndSettle();
    api.uninstall();
  });

  async function openAfter(isReportCard: '0' | '1') {
    api = server([200, getDocText(docData({ type: 's', is_table_student_card: isReportCard }))]);
    const view = renderRedactor(<RedactorScreen />);
    await screen.findByTestId('page');
    return view;
  }

  test('a report card offers its help page 3 s after it opens, not before', async () => {
    jest.useFakeTimers();
    const { shellApi } = await openAfter('1');
    act(() => {
      jest.advanceTimersByTime(REPORT_CARD_HELP_DELAY_MS - 100);
    });
    expect(shellApi.calls.toasts.map((toast) => toast.text)).not.toContain(HELP_TEXT);
    act(() => {
      jest.advanceTimersByTime(100);
    });
    const help = shellApi.calls.toasts.filter((toast) => toast.text === HELP_TEXT);
    expect(help).toHaveLength(1);
    expect(help[0]?.action).toEqual({
      label: 'How to make a report card',
      href: '/app/help/how/make-student-report-card/?modal=true',
    });
  });

  test('another document never shows it', async () => {
    jest.useFakeTimers();
    const { shellApi } = await openAfter('0');
    act(() => {
      jest.advanceTimersByTime(REPORT_CARD_HELP_DELAY_MS * 10);
    });
    expect(shellApi.calls.toasts.map((toast) => toast.text)).not.toContain(HELP_TEXT);
  });
});
