import type { Translate } from '@gramota/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatorType, DocSetFields, Settings } from '@gramota/contracts';
import { accountContext, reportDeliveryOutcome } from '@gramota/delivery';
import { useNotify, useShellApi, type Notify, type ShellApi } from '@gramota/shell-api';
import {
  selectIsLoggedIn,
  selectProfile,
  selectSettings,
  useAppDispatch,
  useAppSelector,
} from '@gramota/store';
import { CreatorFlow } from './creator-flow';
import { invoicePaths } from '../pro/invoice-paths';
import { isBusy, viewType, type CreatorEvent } from './creator-view';
import { createRedactorPorts, type RedactorPortsSource } from './redactor-ports';
import { useCreatorDialogs } from './use-creator-dialogs';
import { useCreatorSnapshot } from './use-creator-view';
import { isWindowMax } from '../spreadsheet/spreadsheet-frame';
import {
  SpreadsheetFrameModal,
  type SpreadsheetFrameModalProps,
} from '../spreadsheet/spreadsheet-frame.modal';

/** The mass button turns grey above this template_count (seed 001 §9). */
const MASS_TEMPLATE_COUNT_MAX = 2;

export interface CreatorOptions {
  docId: string;
  /** The document's template: its invoice is where Get PRO and Donate lead. */
  templateId: string;
  proAllowed: boolean;
  flush(): Promise<void>;
  /** content, font and padding as they are now (null while the editor has no content yet). */
  currentFields(): Pick<DocSetFields, 'content' | 'font' | 'padding'> | null;
  /** The need-PRO dialog (mass and storage of a free document, storage's need_pro). */
  onNeedPro(): void;
  /** need_select: the template gallery. */
  onChangeTemplate(): void;
}

/**
 * The creator buttons (seed 001 §4, §7 Generation and delivery): runs CreatorFlow against the
 * editor's calls and turns its views into the shell's dialogs and its outcomes into toasts,
 * alerts, the login page or navigation.
 */
export function useCreator(options: CreatorOptions) {
  const { t } = useTranslation(['redactor', 'delivery', 'common']);
  const shell = useShellApi();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const profile = useAppSelector(selectProfile);
  const settings = useAppSelector(selectSettings);

  // The flow lives as long as the screen; it reads the newest options and profile when it needs them.
  const latest = useRef({ options, loggedIn, profile, settings, shell, notify, t });
  latest.current = { options, loggedIn, profile, settings, shell, notify, t };

  const [flow] = useState(() => {
    const source = (): RedactorPortsSource => {
      const now = latest.current;
      return {
        docId: now.options.docId,
        flush: now.options.flush,
        currentFields: now.options.currentFields,
        context: () => ({
          ...accountContext(now.loggedIn, now.profile),
          proAllowed: now.options.proAllowed,
          backgroundWait: now.settings.creator_pro_bg_wait === '1',
        }),
      };
    };
    return new CreatorFlow({
      ports: createRedactorPorts(dispatch, source),
      onEvent: (event) => reportOutcome(event, latest.current),
    });
  });
  useEffect(() => () => flow.dispose(), [flow]);

  const { view, templateCount } = useCreatorSnapshot(flow);
  const invoices = invoicePaths(options.docId, options.templateId);
  useCreatorDialogs(flow, view, {
    onChangeTemplate: () => latest.current.options.onChangeTemplate(),
    onPay: (invoice) => {
      const { docId, templateId } = latest.current.options;
      latest.current.shell.navigate(invoicePaths(docId, templateId)[invoice]);
    },
    invoices,
  });

  const run = useCallback(
    (type: CreatorType, layout?: Readonly<Record<string, string>>) => flow.start(type, layout),
    [flow],
  );
  const hideBanner = useCallback(() => flow.cancel(), [flow]);
  return {
    run,
    busy: isBusy(view) ? viewType(view) : null,
    view,
    massGrey: templateCount > MASS_TEMPLATE_COUNT_MAX,
    hideBanner,
  };
}

interface OutcomeDeps {
  options: CreatorOptions;
  settings: Settings;
  shell: ShellApi;
  notify: Notify;
  t: Translate;
}

/**
 * The editor says refusals in its alert dialog and words failures as the creator's; the rest is
 * the delivery's (toasts about the one made file, the login page, navigation).
 */
function reportOutcome(event: CreatorEvent, deps: OutcomeDeps) {
  const { options, settings, shell, notify, t } = deps;
  switch (event.kind) {
    case 'open-mass':
      // The document's table in the editor's modal frame (seed 001 §2: spreadsheet ?embed=true).
      return void shell.showModal<Omit<SpreadsheetFrameModalProps, 'close'>>({
        title: t('redactor:redactor.spreadsheet.title'),
        component: SpreadsheetFrameModal,
        props: {
          docId: options.docId,
          maximised: isWindowMax(settings.spreadsheet_window_max),
        },
        // A click beside a table being filled in must not throw it away.
        backdrop: 'static',
      });
    case 'alert':
      return notify.alert(event.text || t('redactor:redactor.creator.failed'));
    case 'rights-not-granted':
      return notify.alert(t('delivery:outcomes.rightsNotGranted'));
    case 'failed':
      return event.text
        ? notify.alert(event.text)
        : notify.error(t('redactor:redactor.creator.failed'));
    default:
      return reportDeliveryOutcome(event, {
        shell,
        notify,
        t,
        subject: 'made-file',
        onNeedPro: () => options.onNeedPro(),
      });
  }
}
