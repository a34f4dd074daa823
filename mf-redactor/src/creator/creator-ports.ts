import type {
  CreatorAnswer,
  CreatorDownloadStatus,
  CreatorStatusAnswer,
  CreatorSuffix,
  CreatorType,
  PrintOrderAddAnswer,
  SendMailAnswer,
  StorageAddAnswer,
  TelegramSendAnswer,
  YadiskSendAnswer,
} from '@gramota/contracts';

/**
 * A call that failed without an answer the flow can read. `offline`: no answer at all (the poll
 * simply tries again); `text`: the server's error_text, '' when it gave none.
 */
export class CreatorCallError extends Error {
  constructor(
    readonly text: string,
    readonly offline = false,
  ) {
    super(text || 'creator call failed');
    this.name = 'CreatorCallError';
  }
}

/** A popup window the flow watches (only `closed` is read: the provider's page is elsewhere). */
export interface WatchedPopup {
  readonly closed: boolean;
}

/** What the screen knows when a button is pressed. */
export interface CreatorContext {
  loggedIn: boolean;
  hasEmail: boolean;
  /** The document has PRO (doc_pro_allowed): no free suffix, mass and storage allowed. */
  proAllowed: boolean;
  /** The profile setting creator_pro_bg_wait is '1'. */
  backgroundWait: boolean;
}

/**
 * Everything the flow does outside itself: the server calls (rejecting with CreatorCallError) and
 * the browser's file handling. A hand-over function gives the fetched file to the teacher (saves
 * the download, opens the print dialog).
 */
export interface CreatorPorts {
  context(): CreatorContext;
  /** Saves the editor's changes, then POSTs the creator call with content, font and padding. */
  create(type: CreatorType, suffix: CreatorSuffix | undefined): Promise<CreatorAnswer>;
  status(doc: string): Promise<CreatorStatusAnswer>;
  /** Fire and forget: the download progress only informs the server. */
  setStatus(doc: string, status: CreatorDownloadStatus): void;
  fetchDownload(url: string, filename: string): Promise<() => void>;
  loadForPrint(url: string): Promise<() => void>;
  sendMail(doc: string): Promise<SendMailAnswer>;
  setEmail(email: string): Promise<void>;
  storageAdd(doc: string): Promise<StorageAddAnswer>;
  printOrderAdd(doc: string): Promise<PrintOrderAddAnswer>;
  telegramSend(doc: string): Promise<TelegramSendAnswer>;
  telegramConnected(): Promise<boolean>;
  yadiskSend(doc: string): Promise<YadiskSendAnswer>;
  yadiskConnected(): Promise<boolean>;
  /** null when the browser blocked it. */
  openPopup(url: string): WatchedPopup | null;
}
