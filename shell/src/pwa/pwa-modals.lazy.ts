import { lazyPart } from '@gramota/ui';

// The install offer and its thanks show once in a while: their code arrives then (ISSUE 34).

export const InstallPromoModal = lazyPart(() =>
  import(/* webpackChunkName: "pwa-install" */ './install-promo.modal').then(
    (module) => module.InstallPromoModal,
  ),
);

export const InstalledModal = lazyPart(() =>
  import(/* webpackChunkName: "pwa-install" */ './installed.modal').then(
    (module) => module.InstalledModal,
  ),
);
