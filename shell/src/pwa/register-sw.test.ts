import { REGISTER_DELAY_MS, SW_SCOPE, SW_URL, registerServiceWorker } from './register-sw';

function fakeContainer() {
  return {
    controller: null,
    register: jest.fn(() => Promise.resolve({})),
    addEventListener: jest.fn(),
  } as unknown as ServiceWorkerContainer & { register: jest.Mock };
}

describe('the service worker is registered once the loaded page has been left alone a while', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('not at load and not before the delay, then when the page is idle', () => {
    const container = fakeContainer();
    registerServiceWorker(container); // jsdom's document has loaded already
    expect(container.register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(REGISTER_DELAY_MS - 1);
    expect(container.register).not.toHaveBeenCalled();
    // After the delay it waits for an idle moment (here the fallback timer of whenIdle).
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(container.register).toHaveBeenCalledWith(SW_URL, { scope: SW_SCOPE });
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('a browser without service workers is left as it is', () => {
    expect(() => registerServiceWorker(undefined)).not.toThrow();
    jest.runAllTimers();
  });
});
