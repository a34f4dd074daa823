import { lazyPart } from '@gramota/ui';

// The chrome's parts that show only when the teacher opens them: their code arrives then, not
// with every page's first load (ISSUE 34; @gramota/ui's lazyPart).

export const LanguageModal = lazyPart(() =>
  import(/* webpackChunkName: "chrome-language" */ './language-modal.component').then(
    (module) => module.LanguageModal,
  ),
);

export const MobileMenu = lazyPart(() =>
  import(/* webpackChunkName: "chrome-mobile-menu" */ './mobile-menu.component').then(
    (module) => module.MobileMenu,
  ),
);

export const PrintPresentModal = lazyPart(() =>
  import(/* webpackChunkName: "chrome-print-present" */ './print-present-modal.component').then(
    (module) => module.PrintPresentModal,
  ),
);

export const AlertsList = lazyPart(() =>
  import(/* webpackChunkName: "chrome-alerts" */ './alerts-list.component').then(
    (module) => module.AlertsList,
  ),
);

export const ProfileMenuItems = lazyPart(() =>
  import(/* webpackChunkName: "chrome-profile-menu" */ './profile-menu-items.component').then(
    (module) => module.ProfileMenuItems,
  ),
);
