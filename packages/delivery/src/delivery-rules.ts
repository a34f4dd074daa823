import type { DeliveryChannel, DeliveryContext } from './delivery-ports';
import type { DeliveryEvent } from './delivery-view';

/** What the rules need of a file to send (the editor's file is free when its document is not PRO). */
export interface DeliveryFile {
  free: boolean;
}

/**
 * The seeds' rules before anything is sent (seed 001 §5, §6; seed 000 §5, §8): one file by
 * e-mail, login for e-mail and storage, no free file in the storage. The refusal to report, or
 * null when the delivery may go on.
 */
export function deliveryRefusal(
  channel: DeliveryChannel,
  files: readonly DeliveryFile[],
  context: DeliveryContext,
): DeliveryEvent | null {
  if (channel === 'send-email') {
    if (files.length > 1) return { kind: 'one-file-only' };
    if (!context.loggedIn) return { kind: 'need-login', reason: 'email' };
  }
  if (channel === 'storage') {
    if (!context.loggedIn) return { kind: 'need-login', reason: 'storage' };
    if (files.some((file) => file.free)) return { kind: 'need-pro' };
  }
  return null;
}
