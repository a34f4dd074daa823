import { ANON_LOGIN_PROMPT_MS, startAnonLoginPrompt } from './anon-login-prompt';

describe('the invitation to log in', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('repeats every 120000 ms by default', () => {
    const prompt = jest.fn();
    const stop = startAnonLoginPrompt({
      intervalMs: ANON_LOGIN_PROMPT_MS,
      shouldPrompt: () => true,
      prompt,
    });
    jest.advanceTimersByTime(119_999);
    expect(prompt).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(prompt).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(ANON_LOGIN_PROMPT_MS * 2);
    expect(prompt).toHaveBeenCalledTimes(3);
    stop();
    jest.advanceTimersByTime(ANON_LOGIN_PROMPT_MS * 5);
    expect(prompt).toHaveBeenCalledTimes(3);
  });

  it('takes another interval and skips ticks when the visitor should not be prompted', () => {
    const prompt = jest.fn();
    let onLoginPage = true;
    const stop = startAnonLoginPrompt({ intervalMs: 50, shouldPrompt: () => !onLoginPage, prompt });
    jest.advanceTimersByTime(100);
    expect(prompt).not.toHaveBeenCalled();
    onLoginPage = false;
    jest.advanceTimersByTime(50);
    expect(prompt).toHaveBeenCalledTimes(1);
    stop();
  });
});
