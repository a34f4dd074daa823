import { useEffect, useRef, type ReactNode } from 'react';
import { PAGE_WIDTH_PX } from '@gramota/doc-style';
import { fitScale } from '../mobile/zoom';
import { useElementSize } from './use-element-size';
import styles from './page-viewport.module.css';

interface PageViewportProps {
  /** A chosen zoom (mobile buttons), or null to fit the page into the available width. */
  zoom: number | null;
  /** The fitting scale, whenever it changes (the mobile zoom starts from it). */
  onFitScale?(scale: number): void;
  children: ReactNode;
}

/**
 * Shows the 800 px page (and the ruler above it) scaled to the screen with a CSS transform: the
 * document keeps its true geometry, so line breaks are the same as in the file.
 */
export function PageViewport({ zoom, onFitScale, children }: PageViewportProps) {
  const outerRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const outer = useElementSize(outerRef);
  const inner = useElementSize(innerRef);
  const fitted = fitScale(outer.width, PAGE_WIDTH_PX);
  const scale = zoom ?? fitted;
  useEffect(() => onFitScale?.(fitted), [fitted, onFitScale]);
  return (
    <div ref={outerRef} className={styles.viewport} data-scale={scale}>
      <div
        className={styles.sizer}
        style={{
          width: `${PAGE_WIDTH_PX * scale}px`,
          height: inner.height ? `${inner.height * scale}px` : undefined,
        }}
      >
        <div
          ref={innerRef}
          className={styles.scaled}
          style={{
            width: `${PAGE_WIDTH_PX}px`,
            transform: scale === 1 ? undefined : `scale(${scale})`,
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
