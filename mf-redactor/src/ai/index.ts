/** The editor's AI writing assistant (issue 20): the modal the screen opens with the editor's hooks. */
export { AiSupportModal } from './ai-support.modal';
export type { AiSupportModalProps } from './ai-support.modal';
