import {
  deliveryPaths,
  type LoginSetEmailAnswer,
  type PrintOrderAddAnswer,
  type SendMailAnswer,
  type StorageAddAnswer,
  type TelegramConnectAnswer,
  type TelegramSendAnswer,
  type YadiskConnectStatusAnswer,
  type YadiskSendAnswer,
} from '@gramota/contracts';
import { api } from './api';

/**
 * Sending made files somewhere (seed 001 §7 Generation and delivery; contract: packages/contracts
 * delivery.ts), from the editor and from Ready files alike: one definition in the one store (two
 * areas injecting the same endpoint name would silently get whichever came first). Each is an
 * action, never cached: mutations, even where the method is GET.
 */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendMail: build.mutation<SendMailAnswer, { docId: string; doc: string }>({
      query: ({ docId, doc }) => deliveryPaths.sendMail(docId, doc),
    }),
    /**
     * The delivery contract's GET login-set-email (answers error_text to show as it is); the
     * store's accounts loginSetEmail is the settings form's POST.
     */
    deliverySetEmail: build.mutation<LoginSetEmailAnswer, string>({
      query: (email) => deliveryPaths.loginSetEmail(email),
      invalidatesTags: ['Profile'],
    }),
    storageAddFiles: build.mutation<StorageAddAnswer, readonly string[]>({
      query: (files) => deliveryPaths.storageAddFiles(files),
      invalidatesTags: ['Storage'],
    }),
    printOrderAddFile: build.mutation<PrintOrderAddAnswer, readonly string[]>({
      query: (files) => deliveryPaths.printOrderAddFile(files),
    }),
    telegramSendFiles: build.mutation<TelegramSendAnswer, readonly string[]>({
      query: (files) => deliveryPaths.telegramSendFiles(files),
    }),
    telegramStatusConnect: build.mutation<TelegramConnectAnswer, void>({
      query: () => deliveryPaths.telegramStatusConnect(),
    }),
    yadiskSendFiles: build.mutation<YadiskSendAnswer, readonly string[]>({
      query: (files) => deliveryPaths.yadiskSendFiles(files),
    }),
    yadiskConnectStatus: build.mutation<YadiskConnectStatusAnswer, void>({
      query: () => deliveryPaths.yadiskConnectStatus(),
    }),
  }),
});

export const {
  useSendMailMutation,
  useDeliverySetEmailMutation,
  useStorageAddFilesMutation,
  usePrintOrderAddFileMutation,
  useTelegramSendFilesMutation,
  useTelegramStatusConnectMutation,
  useYadiskSendFilesMutation,
  useYadiskConnectStatusMutation,
} = deliveryApi;
