import { callAnswer, type MutationRequest } from './call-answer';
import { FlowCallError, callErrorText } from './flow-call-error';

/** A dispatched mutation that answers or fails as RTK Query's unwrap does. */
function request<T>(outcome: { answer: T } | { error: unknown }): MutationRequest<T> {
  return {
    unwrap: () =>
      'answer' in outcome ? Promise.resolve(outcome.answer) : Promise.reject(outcome.error),
    reset: jest.fn(),
  };
}

describe('callAnswer', () => {
  it('gives the answer and drops it from the store', async () => {
    const call = request({ answer: { result: 'success' } });
    await expect(callAnswer(call)).resolves.toEqual({ result: 'success' });
    expect(call.reset).toHaveBeenCalledTimes(1);
  });

  it("fails with the server's text and code", async () => {
    const call = request({
      error: {
        status: 404,
        data: { result: 'error', error_code: 'not_found', error_text: 'Gone' },
      },
    });
    const error = await callAnswer(call).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(FlowCallError);
    expect(error).toMatchObject({ text: 'Gone', code: 'not_found', offline: false });
    expect(callErrorText(error)).toBe('Gone');
    expect(call.reset).toHaveBeenCalledTimes(1);
  });

  it('says offline when there was no answer at all', async () => {
    const error = await callAnswer(request({ error: { status: 'FETCH_ERROR' } })).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({ code: 'offline', offline: true });
  });

  it('reads a refusal or an HTTP 200 error only when the caller asks to', async () => {
    const refusal = { status: 401, data: { result: 'need_login' } };
    await expect(callAnswer(request({ error: refusal }))).rejects.toBeInstanceOf(FlowCallError);
    await expect(callAnswer(request({ error: refusal }), { refusals: true })).resolves.toEqual({
      result: 'need_login',
    });
    const failed = { status: 200, data: { result: 'error', error_text: 'No disk' } };
    await expect(callAnswer(request({ error: failed }), { refusals: true })).rejects.toThrow(
      'No disk',
    );
    await expect(callAnswer(request({ error: failed }), { errors: true })).resolves.toEqual({
      result: 'error',
      error_text: 'No disk',
    });
  });
});

describe('callErrorText', () => {
  it('is empty for an error that is no failed call', () => {
    expect(callErrorText(new Error('boom'))).toBe('');
    expect(callErrorText(new FlowCallError(''))).toBe('');
  });
});
