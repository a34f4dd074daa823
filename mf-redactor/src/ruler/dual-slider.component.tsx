import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import {
  handleRange,
  positionPercent,
  snapToRange,
  valueAtPointer,
  valueForKey,
  type HandleSide,
  type SliderBounds,
} from './slider-math';
import styles from './dual-slider.module.css';

export interface DualSliderProps {
  /** Names the pair (e.g. 'Page margins'). */
  label: string;
  handleLabels: { left: string; right: string };
  /** What a screen reader says for a value ('2.00 cm'). */
  valueText: (side: HandleSide, value: number) => string;
  left: number;
  right: number;
  track: SliderBounds;
  leftMax: number;
  rightMin: number;
  onChange(left: number, right: number): void;
  disabled?: boolean;
  tone?: 'page' | 'paragraph';
  testIds?: { left: string; right: string };
}

/** Two handles on one track, moved by pointer or keyboard (WAI-ARIA slider pattern). */
export function DualSlider(props: DualSliderProps) {
  const { label, left, right, track, disabled, tone = 'page' } = props;
  const trackRef = useRef<HTMLDivElement>(null);
  const leftPercent = positionPercent(left, track);
  const rightPercent = positionPercent(right, track);
  return (
    <div
      className={`${styles.slider} ${tone === 'paragraph' ? styles.paragraph : ''}`}
      role="group"
      aria-label={label}
      aria-disabled={disabled || undefined}
    >
      <div ref={trackRef} className={styles.track}>
        <div
          className={styles.range}
          style={{ left: `${leftPercent}%`, right: `${100 - rightPercent}%` }}
        />
        <Handle side="left" value={left} percent={leftPercent} trackRef={trackRef} {...props} />
        <Handle side="right" value={right} percent={rightPercent} trackRef={trackRef} {...props} />
      </div>
    </div>
  );
}

interface HandleProps extends DualSliderProps {
  side: HandleSide;
  value: number;
  percent: number;
  trackRef: React.RefObject<HTMLDivElement | null>;
}

function Handle({
  side,
  value,
  percent,
  trackRef,
  track,
  leftMax,
  rightMin,
  left,
  right,
  onChange,
  handleLabels,
  valueText,
  disabled,
  testIds,
}: HandleProps) {
  const range = handleRange(side, track, leftMax, rightMin);
  const emit = (next: number) => {
    if (next === value) return;
    if (side === 'left') onChange(next, right);
    else onChange(left, next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    const next = valueForKey(event.key, value, range, track.step);
    if (next === null) return;
    event.preventDefault();
    emit(next);
  };
  const moveTo = (event: PointerEvent) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect) return;
    emit(snapToRange(valueAtPointer(event.clientX, rect, track), range, track.step));
  };
  return (
    <div
      role="slider"
      tabIndex={disabled ? -1 : 0}
      className={`${styles.handle} ${side === 'left' ? styles.left : styles.right}`}
      style={{ left: `${percent}%` }}
      aria-label={handleLabels[side]}
      aria-valuemin={range.min}
      aria-valuemax={range.max}
      aria-valuenow={value}
      aria-valuetext={valueText(side, value)}
      aria-orientation="horizontal"
      aria-disabled={disabled || undefined}
      data-testid={testIds?.[side]}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if (disabled) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        event.currentTarget.focus();
      }}
      onPointerMove={(event) => {
        if (!disabled && event.currentTarget.hasPointerCapture?.(event.pointerId)) moveTo(event);
      }}
      onPointerUp={(event) => event.currentTarget.releasePointerCapture?.(event.pointerId)}
    />
  );
}
