// Test helpers of the kit, kept out of the main entry (a Module Federation singleton is bundled
// whole, so anything exported there is in every first load).
export { commonResources } from './i18n/common-test-resources';
export { namespaceGaps, translationGaps } from './i18n/translation-completeness';
export { preloadKitParts } from './kit-parts.test-support';
