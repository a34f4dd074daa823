import { useEffect, useRef, type CSSProperties } from 'react';

export interface EmbeddedFrameProps {
  /** An app address with ?embed=true: the framed app runs without chrome. */
  src: string;
  title: string;
  className?: string;
  style?: CSSProperties;
  testId?: string;
  /** What the framed app posts to this window (only from our own origin and from this frame). */
  onMessage?(data: unknown): void;
  /** A key pressed inside the frame (its keys never reach this window). */
  onFrameKeyDown?(event: KeyboardEvent, frameDocument: Document): void;
}

/**
 * Another area of the app inside one of the editor's modals (the template gallery, the
 * spreadsheet): the frame and the messages it posts, filtered to this frame of our own origin.
 */
export function EmbeddedFrame({
  src,
  title,
  className,
  style,
  testId,
  onMessage,
  onFrameKeyDown,
}: EmbeddedFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const latest = useRef({ onMessage, onFrameKeyDown });
  latest.current = { onMessage, onFrameKeyDown };

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (frameRef.current && event.source !== frameRef.current.contentWindow) return;
      latest.current.onMessage?.(event.data);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let inner: Window | null = null;
    const onKey = (event: KeyboardEvent) => {
      const frameDocument = frame.contentDocument;
      if (frameDocument) latest.current.onFrameKeyDown?.(event, frameDocument);
    };
    // Each page the frame loads is a new window: listen to the newest one.
    const attach = () => {
      inner?.removeEventListener('keydown', onKey);
      try {
        inner = frame.contentWindow;
        inner?.addEventListener('keydown', onKey);
      } catch {
        inner = null; // another origin (never ours to listen to)
      }
    };
    attach();
    frame.addEventListener('load', attach);
    return () => {
      frame.removeEventListener('load', attach);
      inner?.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <iframe
      ref={frameRef}
      className={className}
      style={style}
      src={src}
      title={title}
      data-testid={testId}
    />
  );
}
