import { lazyPart } from '../../components/lazy-part';
import type { ShareModalProps } from './share.modal';

/** The share modal, loaded when first opened (components/lazy-part). */
export const ShareModal = lazyPart<ShareModalProps>(() =>
  import(/* webpackChunkName: "kit-share" */ './share.modal').then((module) => module.ShareModal),
);
