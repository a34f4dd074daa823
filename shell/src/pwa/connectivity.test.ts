import { nextOffline } from './connectivity';

describe('nextOffline', () => {
  it('an answer from the offline copy or the browser going offline means offline', () => {
    expect(nextOffline(false, 'from-cache')).toBe(true);
    expect(nextOffline(false, 'browser-offline')).toBe(true);
  });

  it('a network answer or the browser coming back ends it', () => {
    expect(nextOffline(true, 'from-network')).toBe(false);
    expect(nextOffline(true, 'browser-online')).toBe(false);
  });
});
