// The local stand-ins for outside services (packages/test-stand-ins), run as child processes:
// a real SMTP server that keeps the messages, an OpenID Connect identity provider, and an
// OpenAI-compatible chat API for the editor's AI assistant.
export { launchSmtp, launchIdp, launchOpenAiChat } from '../../packages/test-stand-ins/launch.cjs';
export type {
  LaunchedSmtp,
  LaunchedIdp,
  LaunchedOpenAiChat,
  ReceivedMessage,
} from '../../packages/test-stand-ins/launch.cjs';
