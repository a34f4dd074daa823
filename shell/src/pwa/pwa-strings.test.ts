import { namespaceGaps } from '@gramota/ui/testing';
import { pwaStrings } from './register-pwa-strings';

describe("the installable app's strings", () => {
  it('exist in every language with every key and placeholder of Russian', async () => {
    expect(await namespaceGaps(pwaStrings)).toEqual([]);
  });
});
