// Types of launch.cjs for TypeScript test suites.

export interface ReceivedMessage {
  /** Envelope sender. */
  from: string;
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
  receivedAt: string;
  /** The 6-digit code found in the message, if any. */
  code?: string | null;
}

export interface LaunchedSmtp {
  /** smtp://127.0.0.1:{port}, ready for SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMessage[];
  /** The oldest message to `to` not yet returned by an earlier call, waiting until it arrives. */
  waitForMessage(to: string, timeoutMs?: number): Promise<ReceivedMessage>;
  extractCode(message: ReceivedMessage | string): string;
  stop(): Promise<void>;
}

export interface IdpClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  token_endpoint_auth_method?: 'client_secret_basic' | 'client_secret_post';
}

export interface IdpAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  /** Default 'password'. */
  password?: string;
}

export interface LaunchedIdp {
  /** http://127.0.0.1:{port}, the issuer for OIDC_PROVIDERS. */
  issuer: string;
  port: number;
  logs(): string;
  stop(): Promise<void>;
}

export function launchSmtp(options?: { port?: number }): Promise<LaunchedSmtp>;
export function launchIdp(options: {
  port?: number;
  clients?: IdpClient[];
  accounts?: IdpAccount[];
  autoLogin?: string;
}): Promise<LaunchedIdp>;
export function extractCode(message: ReceivedMessage | string): string;

export interface SentDocument {
  chat_id: number;
  caption: string | null;
  file_name: string;
  mime_type: string;
  content: Buffer;
}

export interface LaunchedTelegramBotApi {
  /** http://127.0.0.1:{port}, ready for TELEGRAM_API_URL. */
  url: string;
  userWrites(chatId: number, text: string): Promise<void>;
  block(chatId: number): Promise<void>;
  documents(): Promise<SentDocument[]>;
  logs(): string;
  stop(): Promise<void>;
}

export interface YandexDiskClient {
  client_id: string;
  client_secret: string;
  redirect_uris?: string[];
}

export interface LaunchedYandexDisk {
  /** http://127.0.0.1:{port}, ready for YADISK_OAUTH_URL and YADISK_API_URL. */
  url: string;
  denyNext(): Promise<void>;
  revokeTokens(): Promise<void>;
  /** Later upload links point to `base` (another server); '' for the stand-in itself. */
  uploadBase(base: string): Promise<void>;
  /** The upload target answers 307 to `to` (+ its path); '' stops it. */
  redirectUploads(to: string): Promise<void>;
  files(): Promise<{ path: string; content: Buffer }[]>;
  logs(): string;
  stop(): Promise<void>;
}

export function launchTelegramBotApi(options?: {
  port?: number;
  token?: string;
  botName?: string;
}): Promise<LaunchedTelegramBotApi>;
export function launchYandexDisk(options?: {
  port?: number;
  clients?: YandexDiskClient[];
}): Promise<LaunchedYandexDisk>;

export interface LaunchedGoogleSheets {
  /** http://127.0.0.1:{port}, ready for SHEETS_BASE_URL. */
  url: string;
  addSheet(id: string, csv: string, gid?: string): Promise<void>;
  requests(): Promise<{ method: string; path: string; host: string }[]>;
  logs(): string;
  stop(): Promise<void>;
}

export function launchGoogleSheets(options?: {
  port?: number;
  /** How long 'slow-sheet-0000' waits before answering (default 30 s). */
  slowMs?: number;
  sheets?: { id: string; gid?: string; csv: string }[];
}): Promise<LaunchedGoogleSheets>;

export interface YookassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  description: string;
  metadata: Record<string, string>;
  confirmation: { type: 'redirect'; return_url: string; confirmation_url: string };
  cancellation_details?: { party: string; reason: string };
}

export interface LaunchedYookassa {
  /** http://127.0.0.1:{port} */
  url: string;
  /** `${url}/v3`, ready for YOOKASSA_URL. */
  apiUrl: string;
  succeed(id: string): Promise<YookassaPayment>;
  cancel(id: string, reason?: string): Promise<YookassaPayment>;
  notify(id: string, webhookUrl: string, event?: string): Promise<{ status: number; body: string }>;
  payments(): Promise<YookassaPayment[]>;
  logs(): string;
  stop(): Promise<void>;
}

export function launchYookassa(options?: {
  port?: number;
  shops?: { shop_id: string; secret_key: string }[];
}): Promise<LaunchedYookassa>;

export interface LaunchedPaypal {
  /** http://127.0.0.1:{port}, ready for PAYPAL_URL. */
  url: string;
  approve(orderId: string): Promise<unknown>;
  decline(orderId: string): Promise<unknown>;
  webhook(
    orderId: string,
    webhookUrl: string,
    eventType?: string,
  ): Promise<{ status: number; body: string; event: { id: string; event_type: string } }>;
  stats(): Promise<{ token_requests: number; verify_requests: number }>;
  expireTokens(): Promise<void>;
  logs(): string;
  stop(): Promise<void>;
}

export function launchPaypal(options?: {
  port?: number;
  clients?: { client_id: string; secret: string }[];
  webhook_id?: string;
  /** Seconds a token lives (default 32400). */
  token_ttl?: number;
}): Promise<LaunchedPaypal>;

export type OpenAiChatBehaviour =
  'normal' | 'slow' | 'stall' | 'drop' | 'error' | 'garbage' | 'redirect';

export interface OpenAiChatRequestBody {
  model?: string;
  messages?: { role: string; content: unknown }[];
  stream?: boolean;
  max_tokens?: number;
  temperature?: number;
  [field: string]: unknown;
}

export interface OpenAiChatRequest {
  /** The JSON body as sent ({} when it was not a JSON object: then `text` holds it). */
  body: OpenAiChatRequestBody;
  /** The Authorization header as sent, e.g. 'Bearer sk-…'; null without one. */
  authorization: string | null;
  text?: string;
}

export interface LaunchedOpenAiChat {
  /** http://127.0.0.1:{port} */
  url: string;
  /** `${url}/v1`, ready for AI_BASE_URL. */
  apiUrl: string;
  /**
   * Queues how the next accepted chat request behaves (a queue; empty = 'normal'). `delayMs`: for
   * normal and drop the gap between pieces; for slow the silence before any byte (default 5000);
   * for stall the silence after the first piece (default 60000). `status`: error's (default 500).
   * `answer`: the text of that request's answer.
   */
  next(
    behaviour: OpenAiChatBehaviour,
    extra?: { answer?: string; delayMs?: number; status?: number; location?: string },
  ): Promise<void>;
  requests(): Promise<OpenAiChatRequest[]>;
  reset(): Promise<void>;
  logs(): string;
  stop(): Promise<void>;
}

export function launchOpenAiChat(options?: {
  port?: number;
  /** Unset: any key (or none) is accepted. */
  apiKey?: string;
  /** Listed by GET /v1/models, and answered when a request names none (default 'gpt-4o-mini'). */
  model?: string;
  /** Every answer's text (unset: 'Answer to: ' + the last user message's first 200 characters). */
  answer?: string;
  /** Between pieces (default 30 ms). */
  delayMs?: number;
}): Promise<LaunchedOpenAiChat>;
