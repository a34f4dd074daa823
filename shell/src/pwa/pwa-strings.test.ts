import { namespaceGaps } from '@gramota/ui/src/i18n/translation-completeness';
import { pwaStrings } from './register-pwa-strings';

describe("the installable app's strings", () => {
  it('exist in every language with every key and placeholder of Russian', async () => {
    expect(await namespaceGaps(pwaStrings)).toEqual([]);
  });
});
