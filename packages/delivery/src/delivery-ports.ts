import type {
  CreatorType,
  PrintOrderAddAnswer,
  SendMailAnswer,
  StorageAddAnswer,
  TelegramSendAnswer,
  YadiskSendAnswer,
} from '@gramota/contracts';

/** Where made files go (the creator types of the seed that send a file on). */
export type DeliveryChannel = Extract<
  CreatorType,
  'send-email' | 'storage' | 'print-order' | 'telegram' | 'yadisk'
>;

export const DELIVERY_CHANNELS: readonly DeliveryChannel[] = [
  'send-email',
  'storage',
  'print-order',
  'telegram',
  'yadisk',
];

export const isDeliveryChannel = (type: string): type is DeliveryChannel =>
  (DELIVERY_CHANNELS as readonly string[]).includes(type);

/** A popup window the flow watches (only `closed` is read: the provider's page is elsewhere). */
export interface WatchedPopup {
  readonly closed: boolean;
}

/** What the screen knows about the account when a delivery begins. */
export interface DeliveryContext {
  loggedIn: boolean;
  /** False: the e-mail form comes before sending (an area may say true while it does not know). */
  hasEmail: boolean;
}

/**
 * Everything the delivery flow does outside itself; calls reject with FlowCallError. Files are
 * ready file ids: the editor passes its one made file, Ready files the selected ones.
 */
export interface DeliveryPorts {
  context(): DeliveryContext;
  /** One file only (seed 001 §5). */
  sendMail(file: string): Promise<SendMailAnswer>;
  setEmail(email: string): Promise<void>;
  storageAdd(files: readonly string[]): Promise<StorageAddAnswer>;
  printOrderAdd(files: readonly string[]): Promise<PrintOrderAddAnswer>;
  telegramSend(files: readonly string[]): Promise<TelegramSendAnswer>;
  telegramConnected(): Promise<boolean>;
  yadiskSend(files: readonly string[]): Promise<YadiskSendAnswer>;
  yadiskConnected(): Promise<boolean>;
  /** null when the browser blocked it. */
  openPopup(url: string): WatchedPopup | null;
}
