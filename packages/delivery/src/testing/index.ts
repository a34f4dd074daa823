// Test helpers of the delivery flow (import '@gramota/delivery/testing' from tests only).
export { fakeDeliveryPorts } from './fake-delivery-ports';
