import type {
  CreatorAnswer,
  CreatorDownloadStatus,
  CreatorStatusAnswer,
  CreatorSuffix,
  CreatorType,
} from '@gramota/contracts';
import type { DeliveryContext, DeliveryPorts } from '@gramota/delivery';

/** What the screen knows when a button is pressed. */
export interface CreatorContext extends DeliveryContext {
  /** The document has PRO (doc_pro_allowed): no free suffix, mass and storage allowed. */
  proAllowed: boolean;
  /** The profile setting creator_pro_bg_wait is '1'. */
  backgroundWait: boolean;
}

/**
 * Everything the flow does outside itself: the server calls (rejecting with FlowCallError), the
 * browser's file handling and, once the file is made, the delivery ports. A hand-over function
 * gives the fetched file to the teacher (saves the download, opens the print dialog).
 */
export interface CreatorPorts extends DeliveryPorts {
  context(): CreatorContext;
  /**
   * Saves the editor's changes, then POSTs the creator call with content, font and padding, and
   * how the print is laid out on paper (issue 36: layout, printer, grid, copies; none: plain).
   */
  create(
    type: CreatorType,
    suffix: CreatorSuffix | undefined,
    layout?: Readonly<Record<string, string>>,
  ): Promise<CreatorAnswer>;
  status(doc: string): Promise<CreatorStatusAnswer>;
  /** Fire and forget: the download progress only informs the server. */
  setStatus(doc: string, status: CreatorDownloadStatus): void;
  fetchDownload(url: string, filename: string): Promise<() => void>;
  loadForPrint(url: string): Promise<() => void>;
}
