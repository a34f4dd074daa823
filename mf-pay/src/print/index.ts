// The print page of the pay area (issue 19; seed 001 §1 print order). The area's root mounts
// PrintOrderScreen for /app/pay/print/ and PrintOperatorScreen for /app/pay/print/operator/.
export { PrintOrderScreen } from './print-order-screen.component';
export { PrintOperatorScreen } from './print-operator-screen.component';
export { registerPrintStrings, printStrings } from './i18n/register-strings';
