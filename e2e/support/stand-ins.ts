// The local stand-ins for outside services (packages/test-stand-ins), run as child processes:
// a real SMTP server that keeps the messages, and an OpenID Connect identity provider.
export { launchSmtp, launchIdp } from '../../packages/test-stand-ins/launch.cjs';
export type {
  LaunchedSmtp,
  LaunchedIdp,
  ReceivedMessage,
} from '../../packages/test-stand-ins/launch.cjs';
