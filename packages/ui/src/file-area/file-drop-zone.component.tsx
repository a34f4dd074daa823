import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import styles from './file-drop-zone.module.css';

export interface FileDropZoneProps {
  /** Files may be dropped here now; otherwise a drop does nothing but call onRefused. */
  enabled: boolean;
  /** The files dropped from the desktop, in the order given. */
  onFiles: (files: File[]) => void;
  /** Files were dropped where they may not go (a view-only folder, the trash...). */
  onRefused?: () => void;
  /** Said over the zone while files are dragged over it (already translated). */
  overlayText: string;
  /** The zone's test id; its overlay is `{testId}-overlay`. */
  testId?: string;
  children?: ReactNode;
}

/** A drag that carries files from the desktop (items dragged inside the page carry none). */
const carriesFiles = (event: DragEvent) =>
  Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Upload by dropping files from the desktop onto a file area: a visible overlay while files are
 * dragged over it, the files handed to the area on drop. Every file drag is taken here, allowed or
 * not, so a file dropped beside the target is never opened by the browser in place of the app.
 * Moves of items inside the browser carry no files and pass through untouched.
 */
export function FileDropZone({
  enabled,
  onFiles,
  onRefused,
  overlayText,
  testId,
  children,
}: FileDropZoneProps) {
  // dragenter/dragleave fire for every child crossed: count them to know when the drag left.
  const depth = useRef(0);
  const [over, setOver] = useState(false);
  return (
    <div
      className={styles.zone}
      data-testid={testId}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(enabled);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = enabled ? 'copy' : 'none';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        const files = Array.from(event.dataTransfer.files ?? []);
        if (!enabled) onRefused?.();
        else if (files.length > 0) onFiles(files);
      }}
    >
      {children}
      {over ? (
        <div
          className={styles.overlay}
          role="status"
          data-testid={testId ? `${testId}-overlay` : undefined}
        >
          <p className={styles.text}>{overlayText}</p>
        </div>
      ) : null}
    </div>
  );
}
