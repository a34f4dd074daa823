// Consumers compile these sources with their own tsconfig; the reference brings the CSS typings.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../css-modules.d.ts" />
// Design tokens and shared React pieces used by the shell and every area.
import './tokens.css';

export { commonStrings, kitStrings, TRANSLATED_LANGUAGES } from './i18n/common';
export {
  registerLocales,
  defineLocales,
  loadLanguage,
  switchLanguage,
  registeredNamespaces,
} from './i18n/lazy-strings';
export type {
  NamespaceStrings,
  StringsBundle,
  LazyLanguage,
  LocaleModule,
} from './i18n/lazy-strings';
export { stringKeys } from './i18n/string-keys';
export { runtimeT, type RuntimeT, type Translate } from './i18n/translate';
export { AreaPage } from './components/area-page.component';
export { EmptyState } from './components/empty-state.component';
export { DataErrorBanner } from './components/data-error-banner.component';
export { AreaCrash } from './components/area-crash.component';
export { ModalFrame } from './components/modal-frame.component';
export { lazyPart, preloadOnIntent } from './components/lazy-part';
export type { IntentHandlers, LazyPart } from './components/lazy-part';
export { dialogClasses } from './components/dialog-layout';
export { ToastView } from './components/toast-view.component';
export { formatDisplayName, formatFileSize } from './format';
export { ConfirmDialog } from './components/confirm-dialog.component';
export { AlertModal } from './components/alert-modal.component';
export type { AlertModalProps } from './components/alert-modal.component';
export { createNotify, SUCCESS_TOAST_TIMEOUT_MS } from './components/notify';
export type { Notify, NotifyShell, SuccessOptions, ToastLink } from './components/notify';
export { NeedPayNotice } from './components/need-pay-notice.component';
export type { NeedPayNoticeProps } from './components/need-pay-notice.component';
export type { ConfirmDialogProps } from './components/confirm-dialog.component';
export { ForbiddenState } from './components/forbidden-state.component';
export { TextField } from './forms/text-field.component';
export type { TextFieldProps } from './forms/text-field.component';
export { TextAreaField } from './forms/text-area-field.component';
export type { TextAreaFieldProps } from './forms/text-area-field.component';
export { SelectField } from './forms/select-field.component';
export type { SelectFieldProps, SelectOption } from './forms/select-field.component';
export { CheckboxField } from './forms/checkbox-field.component';
export { FormAlert, FormNotice } from './forms/form-alert.component';
export { Button, buttonClasses } from './forms/button.component';
export type { ButtonProps, ButtonVariant } from './forms/button.component';
export { useSubmitGuard } from './forms/use-submit-guard';
export { useApiForm } from './forms/use-api-form';
export type { FormTask } from './forms/use-api-form';
export { controlsOf, formSkipsCheck } from './forms/form-controls';
export type { FormControl } from './forms/form-controls';
export { collectFormValues } from './forms/form-values';
export { checkFormFields, parseLengthSpec } from './forms/form-check';
export type { FormCheckError } from './forms/form-check';
export { interpretFormAnswer } from './forms/form-answer';
export type { FormEffect } from './forms/form-answer';
export { FORM_ANSWER_ACTIONS, isFormAnswerAction } from './forms/form-answer-actions';
export type { FormAnswerAction } from './forms/form-answer-actions';
export { runFormEffects } from './forms/form-effects';
export type { FormAnswerHandlers } from './forms/form-effects';
export { readApiError, apiErrorMessage } from './forms/api-error';
export type { ApiErrorInfo } from './forms/api-error';
export { useDismiss } from './menus/use-dismiss';
export { formatDate, formatDateTime } from './format-date-time';
export { RoutedLink, isPlainClick } from './navigation/routed-link.component';
export type { RoutedLinkProps } from './navigation/routed-link.component';
export { ViewsNav, TypeTabsNav } from './navigation/views-nav.component';
export type { NavTab, NavTabsProps } from './navigation/views-nav.component';
export { SearchBox } from './navigation/search-box.component';
export type { SearchBoxProps } from './navigation/search-box.component';
export { fieldLengthError } from './forms/field-length';
export { NameForm } from './dialogs/name-form.lazy';
export type { NameFormProps } from './dialogs/name-form.component';
export { ShareToPhone, sharePageUrl } from './dialogs/share-to-phone.component';
export type { ShareToPhoneProps } from './dialogs/share-to-phone.component';
export type { MoveToDialogProps, PickerFolder } from './dialogs/move-to-dialog.component';
export * from './file-browser';
export * from './file-area';
