import { useState } from 'react';
import { PALETTE, PALETTE_COLUMNS } from '@gramota/doc-style';
import styles from './panels.module.css';

interface SliderFieldProps {
  label: string;
  testId: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  disabled?: boolean;
  /** Every move while the pointer or the keys hold it: the canvas follows, no undo step yet. */
  onLive(value: number): void;
  /** The gesture is over: one undo step. */
  onCommit(): void;
}

/** A number set by a slider or typed: one undo step per gesture, not per pixel. */
export function SliderField({
  label,
  testId,
  value,
  min,
  max,
  step = 1,
  disabled,
  onLive,
  onCommit,
}: SliderFieldProps) {
  const set = (raw: string) => {
    const number = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(number)) onLive(Math.min(max, Math.max(min, number)));
  };
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <span className={styles.sliderRow}>
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={disabled}
          data-testid={testId}
          onChange={(event) => set(event.target.value)}
          onPointerUp={onCommit}
          onKeyUp={onCommit}
          onBlur={onCommit}
        />
        <input
          className={styles.number}
          type="number"
          min={min}
          max={max}
          step={step}
          value={Math.round(value * 100) / 100}
          disabled={disabled}
          aria-label={label}
          data-testid={`${testId}-number`}
          onChange={(event) => set(event.target.value)}
          onBlur={onCommit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onCommit();
          }}
        />
      </span>
    </label>
  );
}

interface ColorFieldProps {
  label: string;
  testId: string;
  value: string;
  disabled?: boolean;
  onChange(color: string): void;
}

/** A colour of the 80-colour palette (seed 001 §9), as the document editor offers. */
export function ColorField({ label, testId, value, disabled, onChange }: ColorFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      <button
        type="button"
        className={styles.swatchButton}
        disabled={disabled}
        aria-expanded={open}
        aria-label={`${label}: ${value}`}
        data-testid={testId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className={styles.swatch} style={{ background: value }} />
        {value}
      </button>
      {open ? (
        <div
          className={styles.palette}
          style={{ gridTemplateColumns: `repeat(${PALETTE_COLUMNS}, 1fr)` }}
          data-testid={`${testId}-palette`}
        >
          {PALETTE.map((color) => (
            <button
              key={color}
              type="button"
              className={styles.paletteColor}
              style={{ background: color }}
              aria-label={color}
              aria-pressed={color.toLowerCase() === value.toLowerCase()}
              data-color={color}
              onClick={() => {
                setOpen(false);
                onChange(color);
              }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
