import { useEffect, useRef, useState } from 'react';
import { WORKSHOP_LIMITS, type WorkshopDocument } from '@gramota/contracts';
import type { CreateOutcome } from './create-status-poll';

export interface ThumbnailQueueOptions {
  /** The templates listed now. */
  documents: readonly WorkshopDocument[];
  /** Generates one template (useCreateTemplate). */
  generate: (id: string) => Promise<CreateOutcome>;
  /** A wait modal is visible: nothing starts until it closes. */
  paused: boolean;
  /** A generation that did not end with a thumbnail. */
  onError: (outcome: Extract<CreateOutcome, { status: 'error' }>) => void;
}

/**
 * Seed 001 §4 Thumbnails: templates listed without a thumbnail are queued; 4 s after the list
 * shows one, the first is generated, one at a time, never while a wait modal is visible. A
 * template that failed is not tried again on this visit (it would fail again every 4 s).
 */
export function useThumbnailQueue({ documents, generate, paused, onError }: ThumbnailQueueOptions) {
  const [running, setRunning] = useState<string | null>(null);
  const tried = useRef(new Set<string>());
  const latest = useRef({ generate, onError });
  latest.current = { generate, onError };
  const next = documents.find((document) => !document.thum && !tried.current.has(document.id));
  const nextId = next?.id ?? null;

  useEffect(() => {
    if (paused || running || !nextId) return;
    const timer = setTimeout(() => {
      tried.current.add(nextId);
      setRunning(nextId);
      void latest.current.generate(nextId).then((outcome) => {
        if (outcome.status === 'error') latest.current.onError(outcome);
        setRunning(null);
      });
    }, WORKSHOP_LIMITS.thumbnailDelayMilliseconds);
    return () => clearTimeout(timer);
  }, [nextId, paused, running]);

  return { running };
}
