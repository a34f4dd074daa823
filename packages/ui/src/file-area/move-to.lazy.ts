import { lazyPart } from '../components/lazy-part';
import type { MoveToModalProps } from './move-to.modal';

/** "Move to…"'s folder picker, loaded when first opened (components/lazy-part). */
export const MoveToModal = lazyPart<MoveToModalProps>(() =>
  import(/* webpackChunkName: "kit-move-to" */ './move-to.modal').then(
    (module) => module.MoveToModal,
  ),
);
