import { cleanup } from '@testing-library/react';
import type { Handler, RecordedCall } from '@gramota/shell-api/testing';
import { triggersAnswer } from './answers';
import { installRedactorApi } from './redactor-api';

/** The editor's calls for document 42: get-doc as given, triggers, doc-set, plus `extra` first. */
export function redactorServer(getDoc: [number, unknown], extra: Handler = () => undefined) {
  return installRedactorApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/get-doc/42/') return getDoc;
    if (call.path === '/api/redactor-triggers-modal/42/') return [200, triggersAnswer()];
    if (call.path === '/api/doc-set/42/')
      return [200, { result: 'success', is_school: '0', md5: 'x', 'edit-time': 1 }];
    return undefined;
  });
}

/** The doc-set forms sent, as plain objects. */
export const docSets = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.path === '/api/doc-set/42/')
    .map((call) => Object.fromEntries(call.body as URLSearchParams));

/**
 * Unmounts what the test rendered, then waits a moment: leaving the editor saves what is unsaved,
 * and that request should reach the fake server before the test removes it.
 */
export async function unmountAndSettle() {
  jest.useRealTimers();
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
}
