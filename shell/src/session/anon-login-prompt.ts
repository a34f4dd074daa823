/** Anonymous visitors are invited to log in or register every 120000 ms (seed 000 §1, §9). */
export const ANON_LOGIN_PROMPT_MS = 120_000;

export interface AnonLoginPromptOptions {
  intervalMs: number;
  /** Checked at each tick: still anonymous, not embedded, not on the login page. */
  shouldPrompt: () => boolean;
  prompt: () => void;
}

/** Starts the repeating invitation; returns the function that stops it. */
export function startAnonLoginPrompt({
  intervalMs,
  shouldPrompt,
  prompt,
}: AnonLoginPromptOptions): () => void {
  const timer = setInterval(() => {
    if (shouldPrompt()) prompt();
  }, intervalMs);
  return () => clearInterval(timer);
}
