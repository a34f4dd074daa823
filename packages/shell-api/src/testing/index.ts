// Test helpers for areas and the shell, kept out of the main entry so the shared runtime chunk
// (a Module Federation singleton is bundled whole) does not carry them.
export { installFakeApi } from './fake-api';
export type { RecordedCall, Handler } from './fake-api';
export { profileAnswer } from './profile-answer';
export { renderArea } from './render-area';
export type { RenderAreaOptions } from './render-area';
export { grantedAccess } from './granted-access';
export { createShellApiMock } from '../shell-api.mock';
export type { ShellApiMock } from '../shell-api.mock';
