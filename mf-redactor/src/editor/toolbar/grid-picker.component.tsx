import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import styles from './toolbar.module.css';

interface GridPickerProps {
  label: string;
  columns: number;
  count: number;
  /** The cell focused first. */
  initial?: number;
  cellLabel(index: number): string;
  cellStyle?(index: number, active: number): CSSProperties | undefined;
  cellClassName?(index: number, active: number): string | undefined;
  onActiveChange?(index: number): void;
  onPick(index: number): void;
  testId: string;
}

/**
 * A grid of choices (colours, table sizes) with one tab stop: arrow keys move, Enter or a click
 * picks, the mouse moves the highlight too.
 */
export function GridPicker({
  label,
  columns,
  count,
  initial = 0,
  cellLabel,
  cellStyle,
  cellClassName,
  onActiveChange,
  onPick,
  testId,
}: GridPickerProps) {
  const [active, setActive] = useState(initial);
  const cells = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    cells.current[initial]?.focus();
  }, [initial]);

  const moveTo = (index: number) => {
    const next = Math.min(count - 1, Math.max(0, index));
    setActive(next);
    onActiveChange?.(next);
    cells.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
    };
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveTo(active + step);
  };

  return (
    <div
      className={styles.grid}
      style={{ gridTemplateColumns: `repeat(${columns}, auto)` }}
      role="grid"
      aria-label={label}
      data-testid={testId}
      onKeyDown={onKeyDown}
    >
      {Array.from({ length: count / columns }, (_, row) => (
        <div key={row} role="row" className={styles.gridRow}>
          {Array.from({ length: columns }, (_, column) => {
            const index = row * columns + column;
            return (
              <button
                key={index}
                ref={(cell) => {
                  cells.current[index] = cell;
                }}
                type="button"
                role="gridcell"
                tabIndex={index === active ? 0 : -1}
                aria-label={cellLabel(index)}
                title={cellLabel(index)}
                className={[styles.gridCell, cellClassName?.(index, active)]
                  .filter(Boolean)
                  .join(' ')}
                style={cellStyle?.(index, active)}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => {
                  setActive(index);
                  onActiveChange?.(index);
                }}
                onClick={() => onPick(index)}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
