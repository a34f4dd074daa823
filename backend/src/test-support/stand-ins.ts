import { launchSmtp, type LaunchedSmtp } from '../../../packages/test-stand-ins/launch.cjs';
import { madeForBlock } from './made-for-block';

/** The SMTP stand-in for a test file (or block): launched before its tests, stopped after them. */
export const smtpForBlock = (): LaunchedSmtp =>
  madeForBlock(
    () => launchSmtp(),
    (smtp) => smtp.stop(),
  );
