import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify, useShellApi } from '@gramota/shell-api';
import { selectIsLoggedIn, selectProfile, useAppDispatch, useAppSelector } from '@gramota/store';
import { accountContext } from './account-context';
import { DeliveryFlow } from './delivery-flow';
import { reportDeliveryOutcome, type DeliverySubject } from './report-outcome';
import { createDeliveryPorts } from './store-ports';
import { useDeliveryDialogs } from './use-delivery-dialogs';

export interface DeliveryFlowHookOptions {
  subject: DeliverySubject;
  /** The document a ready file was made from. */
  docOf(file: string): string;
  /** need-PRO: the area's own dialog. */
  onNeedPro(): void;
}

/**
 * A delivery flow for a screen that sends existing files (Ready files): over the store's
 * endpoints, its dialogs in the shell's modal, its outcomes as toasts, the login page or
 * navigation. It lives as long as the screen and reads the newest options when it needs them.
 */
export function useDeliveryFlow(options: DeliveryFlowHookOptions): DeliveryFlow {
  const { t } = useTranslation(['delivery', 'common']);
  const shell = useShellApi();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const profile = useAppSelector(selectProfile);
  const latest = useRef({ options, loggedIn, profile, shell, notify, t });
  latest.current = { options, loggedIn, profile, shell, notify, t };

  const [flow] = useState(
    () =>
      new DeliveryFlow({
        ports: createDeliveryPorts(dispatch, {
          docOf: (file) => latest.current.options.docOf(file),
          context: () => accountContext(latest.current.loggedIn, latest.current.profile),
        }),
        onEvent: (event) => {
          const now = latest.current;
          reportDeliveryOutcome(event, {
            shell: now.shell,
            notify: now.notify,
            t: now.t,
            subject: now.options.subject,
            onNeedPro: () => latest.current.options.onNeedPro(),
          });
        },
      }),
  );
  useEffect(() => () => flow.dispose(), [flow]);
  useDeliveryDialogs(flow);
  return flow;
}
