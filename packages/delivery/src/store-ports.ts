import { deliveryApi, type AppDispatch } from '@gramota/store';
import { openPopup } from './browser-popup';
import { callAnswer, FlowCallError } from '@gramota/flow';
import type { DeliveryContext, DeliveryPorts } from './delivery-ports';

export interface StorePortsSource {
  /** The document a ready file was made from (send-mail names both). */
  docOf(file: string): string;
  context(): DeliveryContext;
}

/** The sending calls read their refusals and their HTTP 200 'error' answers. */
const BOTH = { refusals: true, errors: true } as const;

/** The delivery flow's ports over the store's delivery endpoints and the browser. */
export function createDeliveryPorts(
  dispatch: AppDispatch,
  source: StorePortsSource,
): DeliveryPorts {
  const calls = deliveryApi.endpoints;
  return {
    context: () => source.context(),
    sendMail: (file) =>
      callAnswer(dispatch(calls.sendMail.initiate({ docId: source.docOf(file), doc: file })), BOTH),
    async setEmail(email) {
      const answer = await callAnswer(dispatch(calls.deliverySetEmail.initiate(email)), {
        errors: true,
      });
      if (answer.result !== 'success') throw new FlowCallError(answer.error_text ?? '');
    },
    storageAdd: (files) =>
      callAnswer(dispatch(calls.storageAddFiles.initiate(files)), { refusals: true }),
    printOrderAdd: (files) => callAnswer(dispatch(calls.printOrderAddFile.initiate(files))),
    telegramSend: (files) => callAnswer(dispatch(calls.telegramSendFiles.initiate(files)), BOTH),
    async telegramConnected() {
      const answer = await callAnswer(dispatch(calls.telegramStatusConnect.initiate()));
      return answer.connect === 'true';
    },
    yadiskSend: (files) => callAnswer(dispatch(calls.yadiskSendFiles.initiate(files)), BOTH),
    async yadiskConnected() {
      const answer = await callAnswer(dispatch(calls.yadiskConnectStatus.initiate()));
      return answer.connect === 'true';
    },
    openPopup,
  };
}
