// Test helpers of the delivery flow (import '@gramota/delivery/testing' from tests only).
export { fakeDeliveryPorts } from './fake-delivery-ports';
// English delivery strings for tests that render in English synchronously: areas' test support
// passes them as `registerDeliveryStrings(i18n, { en: deliveryEn })` (the product loads en lazily).
export { default as deliveryEn } from '../../locales/en/delivery.json';
