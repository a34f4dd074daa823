import { ShareToPhone } from '@gramota/ui';
import { useCreatorSnapshot } from '../use-creator-view';
import type { CreatorDialogProps } from './creator-dialog-props';

/** share-mobile (seed 001 §7): the made file's QR code and link, as Ready files shows them. */
export function ShareMobileDialog({ flow, close }: CreatorDialogProps) {
  const { view } = useCreatorSnapshot(flow);
  if (view.phase !== 'share-mobile') return null;
  return <ShareToPhone code={view.code} close={close} testId="creator-share-mobile" />;
}
