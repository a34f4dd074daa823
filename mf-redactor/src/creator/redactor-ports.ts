import type { DocSetFields } from '@gramota/contracts';
import { createDeliveryPorts } from '@gramota/delivery';
import { callAnswer, FlowCallError } from '@gramota/flow';
import type { AppDispatch } from '@gramota/store';
import { redactorApi } from '../redactor.api';
import { fetchDownload, loadForPrint } from './browser-file';
import type { CreatorContext, CreatorPorts } from './creator-ports';

export interface RedactorPortsSource {
  docId: string;
  /** Saves what is unsaved before the file is made. */
  flush(): Promise<void>;
  /** content, font and padding as they are now (null while the editor has no content yet). */
  currentFields(): Pick<DocSetFields, 'content' | 'font' | 'padding'> | null;
  context(): CreatorContext;
}

/** The flow's ports for the editor: its RTK endpoints, the store's delivery ones and the browser. */
export function createRedactorPorts(
  dispatch: AppDispatch,
  source: () => RedactorPortsSource,
): CreatorPorts {
  const endpoints = redactorApi.endpoints;
  const docId = () => source().docId;
  return {
    // The made file is a ready file of the editor's document.
    ...createDeliveryPorts(dispatch, { docOf: docId, context: () => source().context() }),
    context: () => source().context(),
    async create(type, suffix, layout) {
      const { flush, currentFields } = source();
      // A failed save still makes the file: the call carries the content itself.
      await flush().catch(() => undefined);
      const fields = currentFields();
      if (!fields) throw new FlowCallError('');
      return callAnswer(
        dispatch(
          endpoints.redactorCreator.initiate({ docId: docId(), type, suffix, fields, layout }),
        ),
        { errors: true },
      );
    },
    status: (doc) =>
      callAnswer(dispatch(endpoints.creatorStatus.initiate({ docId: docId(), doc }))),
    setStatus(doc, status) {
      // Only informs the server: a failure changes nothing for the teacher.
      void callAnswer(
        dispatch(endpoints.creatorSetStatus.initiate({ docId: docId(), doc, status })),
      ).catch(() => undefined);
    },
    fetchDownload,
    loadForPrint,
  };
}
