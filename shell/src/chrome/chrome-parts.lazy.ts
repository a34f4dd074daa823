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

export const AlertsDropdown = lazyPart(() =>
  import(/* webpackChunkName: "chrome-alerts" */ './alerts-dropdown.component').then(
    (module) => module.AlertsDropdown,
  ),
);

export const ProfileMenuDropdown = lazyPart(() =>
  import(/* webpackChunkName: "chrome-profile-menu" */ './profile-menu-dropdown.component').then(
    (module) => module.ProfileMenuDropdown,
  ),
);
