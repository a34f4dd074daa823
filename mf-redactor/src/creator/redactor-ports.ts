import type { DocSetFields } from '@gramota/contracts';
import { deliveryApi, type AppDispatch } from '@gramota/store';
import { readApiError } from '@gramota/ui';
import { redactorApi } from '../redactor.api';
import { fetchDownload, loadForPrint, openPopup } from './browser-file';
import { CreatorCallError, type CreatorContext, type CreatorPorts } from './creator-ports';

export interface RedactorPortsSource {
  docId: string;
  /** Saves what is unsaved before the file is made. */
  flush(): Promise<void>;
  /** content, font and padding as they are now (null while the editor has no content yet). */
  currentFields(): Pick<DocSetFields, 'content' | 'font' | 'padding'> | null;
  context(): CreatorContext;
}

interface MutationRequest<T> {
  unwrap(): Promise<T>;
  /** Drops the result from the store: a poll every second must not pile answers up there. */
  reset(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The answer, or a CreatorCallError. `errorAnswers`: the call's own answers include result 'error'
 * (the store's base query turns an HTTP 200 'error' into a failure; for these calls it is an
 * answer the flow reads, with its error_text).
 */
async function answerOf<T>(request: MutationRequest<T>, errorAnswers = false): Promise<T> {
  try {
    return await request.unwrap();
  } catch (error) {
    if (errorAnswers && isRecord(error) && error.status === 200 && isRecord(error.data))
      return error.data as T;
    const info = readApiError(error);
    throw new CreatorCallError(info.text, info.code === 'offline');
  } finally {
    request.reset();
  }
}

/** The flow's ports for the editor: its RTK endpoints and the browser. */
export function createRedactorPorts(
  dispatch: AppDispatch,
  source: () => RedactorPortsSource,
): CreatorPorts {
  const endpoints = redactorApi.endpoints;
  const delivery = deliveryApi.endpoints;
  const docId = () => source().docId;
  return {
    context: () => source().context(),
    async create(type, suffix) {
      const { flush, currentFields } = source();
      // A failed save still makes the file: the call carries the content itself.
      await flush().catch(() => undefined);
      const fields = currentFields();
      if (!fields) throw new CreatorCallError('');
      return answerOf(
        dispatch(endpoints.redactorCreator.initiate({ docId: docId(), type, suffix, fields })),
        true,
      );
    },
    status: (doc) => answerOf(dispatch(endpoints.creatorStatus.initiate({ docId: docId(), doc }))),
    setStatus(doc, status) {
      // Only informs the server: a failure changes nothing for the teacher.
      void answerOf(
        dispatch(endpoints.creatorSetStatus.initiate({ docId: docId(), doc, status })),
      ).catch(() => undefined);
    },
    fetchDownload,
    loadForPrint,
    sendMail: (doc) =>
      answerOf(dispatch(delivery.sendMail.initiate({ docId: docId(), doc })), true),
    async setEmail(email) {
      await answerOf(dispatch(delivery.deliverySetEmail.initiate(email)));
    },
    storageAdd: (doc) => answerOf(dispatch(delivery.storageAddFiles.initiate([doc]))),
    printOrderAdd: (doc) => answerOf(dispatch(delivery.printOrderAddFile.initiate([doc]))),
    telegramSend: (doc) => answerOf(dispatch(delivery.telegramSendFiles.initiate([doc])), true),
    async telegramConnected() {
      const answer = await answerOf(dispatch(delivery.telegramStatusConnect.initiate()));
      return answer.connect === 'true';
    },
    yadiskSend: (doc) => answerOf(dispatch(delivery.yadiskSendFiles.initiate([doc])), true),
    async yadiskConnected() {
      const answer = await answerOf(dispatch(delivery.yadiskConnectStatus.initiate()));
      return answer.connect === 'true';
    },
    openPopup,
  };
}
