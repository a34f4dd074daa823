import type { Translate } from '@gramota/ui';
import type { ShellApi } from '@gramota/shell-api';
import { PaySettingsModal, type PaySettingsModalProps } from './pay-settings.modal';

/** Opens the settings modal (e-mail, country, school requisites); `onSaved` runs after a save. */
export function openPaySettings(shell: ShellApi, t: Translate, onSaved?: () => void) {
  shell.showModal<PaySettingsModalProps>({
    title: t('pay:settings.title'),
    component: PaySettingsModal,
    props: { onSaved },
  });
}
