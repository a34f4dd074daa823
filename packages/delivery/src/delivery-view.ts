import type { DeliveryChannel } from './delivery-ports';

/** What the delivery flow shows now; the editor shows these as part of its own creator view. */
export type DeliveryView =
  | { phase: 'idle' }
  /** A delivery call is on its way (`type`: the channel, named as the creator type). */
  | { phase: 'sending'; type: DeliveryChannel }
  /** The e-mail form (seed 001 §5, §6); busy while the address is being saved. */
  | { phase: 'need-email'; busy: boolean }
  /** Messenger need-connect: the code and the bot's link, polled until connected. */
  | { phase: 'telegram-connect'; code: string; link: string; connected: boolean }
  /** Cloud disk need-connect: the authorisation popup is watched, or was blocked. */
  | { phase: 'yadisk-connect'; authUrl: string; blocked: boolean };

export type DeliveryPhase = DeliveryView['phase'];

/** Why a visitor is sent to log in. */
export type DeliveryLoginReason = 'email' | 'storage';

/** One-off outcomes the screen turns into toasts, alerts, navigation or the login page. */
export type DeliveryEvent =
  | { kind: 'need-login'; reason: DeliveryLoginReason }
  | { kind: 'need-pro' }
  /** More than one file for the e-mail (seed 000 §8). */
  | { kind: 'one-file-only' }
  | { kind: 'navigate'; url: string }
  /** A text of the server (error_text), '' when it gave none. */
  | { kind: 'alert'; text: string }
  | { kind: 'rights-not-granted' }
  /** A call failed without an answer of the seeds' shapes; `text` may be ''. */
  | { kind: 'failed'; text: string; code?: string }
  /** The file is still being made: the editor polls its status, Ready files say so. */
  | { kind: 'file-wait'; file: string }
  | { kind: 'mail-sent'; email: string }
  | { kind: 'storage-added'; count: number }
  | { kind: 'telegram-sent'; count: number }
  | { kind: 'yadisk-sent'; count: number };
