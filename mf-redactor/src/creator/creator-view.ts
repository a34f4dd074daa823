import type { CreatorType, RenderNote } from '@gramota/contracts';
import type { DeliveryEvent, DeliveryView } from '@gramota/delivery';

/** The made file's addresses (seed 000 §3 Ready file). */
export interface MadeFile {
  /** The ready file's id (the creator job's `doc`). */
  doc: string;
  filename: string;
  /** What the status call answered: the PDF for print, the JPEG otherwise. */
  url: string;
  jpeg: string;
  pdf: string;
  /** What the render replaced (a missing font, a broken picture); [] when nothing was. */
  notes: RenderNote[];
}

/**
 * What the "get the file" flow shows now (seed 001 §4 Creator result states). `background`: the
 * PRO background wait (seed 001 §4): a banner instead of a dialog.
 */
export type CreatorView =
  | { phase: 'idle' }
  /** The save and the creator call are on their way. */
  | { phase: 'starting'; type: CreatorType }
  /** The free flow's wait (`timeout` seconds) before the server makes the file. */
  | {
      phase: 'waiting';
      type: CreatorType;
      background: boolean;
      secondsLeft: number;
      totalSeconds: number;
    }
  /** Polling the status until the file is ready. */
  | { phase: 'preparing'; type: CreatorType; background: boolean }
  /** Print and export: the file is being fetched (or loaded for printing). */
  | {
      phase: 'loading';
      type: CreatorType;
      background: boolean;
      file: MadeFile;
      directLink: boolean;
    }
  | { phase: 'ready'; type: CreatorType; background: boolean; file: MadeFile; directLink: boolean }
  | { phase: 'download-error'; type: CreatorType; background: boolean; file: MadeFile }
  | { phase: 'need-text'; count: number }
  | { phase: 'need-donate'; type: CreatorType; donateId: string; secondsLeft: number }
  | { phase: 'need-select' }
  | { phase: 'time-limit' }
  | { phase: 'bug'; errorText: string }
  | { phase: 'share-mobile'; code: string; file: MadeFile }
  /** The made file is being sent on: the delivery flow's own views (sending, forms, connects). */
  | Exclude<DeliveryView, { phase: 'idle' }>;

export type CreatorPhase = CreatorView['phase'];

/**
 * One-off outcomes the screen turns into toasts, alerts, navigation or the login page: the
 * delivery's (a file still being made is the creator's own business: it polls) and mass creation.
 */
export type CreatorEvent = Exclude<DeliveryEvent, { kind: 'file-wait' }> | { kind: 'open-mass' };

export interface CreatorSnapshot {
  view: CreatorView;
  /** template_count of the last creator answer (0 before any): mass is grey above 2 (seed 001 §9). */
  templateCount: number;
}

/** The buttons are disabled while a flow runs; a lingering background banner does not count. */
export function isBusy(view: CreatorView): boolean {
  if (view.phase === 'idle') return false;
  const lingering = view.phase === 'ready' || view.phase === 'download-error';
  return !(lingering && view.background);
}

/** The creator type a view belongs to, when it has one. */
export const viewType = (view: CreatorView): CreatorType | null =>
  'type' in view ? view.type : null;
