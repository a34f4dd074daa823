// Sharing of any file area (My templates, Storage): the modal, its calls' shape and the rules.
export { ShareModal } from './share.lazy';
export type { ShareModalProps } from './share.modal';
export type {
  ShareCalls,
  ShareSetTypeArgs,
  ShareAddUserArgs,
  ShareSetUserArgs,
} from './share-calls';
export { shareRules, commonShareType, shareReference } from './share-rules';
export type { ShareDecision } from './share-rules';
export { openShare } from './open-share';
export type { OpenShareOptions } from './open-share';
export { linkPageClasses } from './link-page-classes';
