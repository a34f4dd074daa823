// Verifiable documents' shared pieces (issue 35), a subpath of the kit (`@gramota/ui/verify`):
// the main entry is a Module Federation singleton bundled whole into every first load, and only
// the screens that turn verification on or revoke need these.
export { VerifyChoiceFields, type VerifyChoiceFieldsProps } from './verify-choice-fields.component';
export { VerifyMarkPreview, type VerifyMarkPreviewProps } from './verify-mark-preview.component';
export { registerVerifyStrings, verifyStrings } from './verify-strings';
