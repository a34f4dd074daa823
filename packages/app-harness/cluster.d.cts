// Types of cluster.cjs.

export interface S3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY for the app. */
  env: Record<string, string>;
  /** Gone at once (SIGKILL), as a crashed or unplugged server. */
  kill(): void;
  stop(): Promise<void>;
}

export interface Proxy {
  baseUrl: string;
  port: number;
  /** Requests each backend answered: `127.0.0.1:{port}` → count (from nginx's access log). */
  answeredBy(): Map<string, number>;
  logs(): string;
  stop(): Promise<void>;
}

export interface Worker {
  logs(): string;
  stop(): Promise<void>;
}

export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

export function startS3Server(options?: { bucket?: string }): Promise<S3Server>;
export function startProxy(ports: number[], options?: { port?: number }): Promise<Proxy>;
export function startWorker(env: Record<string, string>): Promise<Worker>;
export function createPostgresDatabase(adminUrl?: string): Promise<PostgresDatabase>;
