import { lazyPart } from '../components/lazy-part';
import type { NameFormProps } from './name-form.component';

/** The name form (new folder, rename...), loaded when first opened (components/lazy-part). */
export const NameForm = lazyPart<NameFormProps>(() =>
  import(/* webpackChunkName: "kit-name-form" */ './name-form.component').then(
    (module) => module.NameForm,
  ),
);
