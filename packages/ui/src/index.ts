// Consumers compile these sources with their own tsconfig; the reference brings the CSS typings.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../css-modules.d.ts" />
// Design tokens and shared React pieces used by the shell and every area.
import './tokens.css';

export { commonResources, TRANSLATED_LANGUAGES } from './i18n/common';
export { AreaPage } from './components/area-page.component';
export { EmptyState } from './components/empty-state.component';
export { DataErrorBanner } from './components/data-error-banner.component';
export { AreaCrash } from './components/area-crash.component';
export { ModalFrame } from './components/modal-frame.component';
export { ToastView } from './components/toast-view.component';
export { formatDisplayName, formatFileSize } from './format';
