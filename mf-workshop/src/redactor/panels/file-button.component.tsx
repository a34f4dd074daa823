import { useRef } from 'react';
import { Button } from '@gramota/ui';
import styles from './panels.module.css';

interface FileButtonProps {
  label: string;
  testId: string;
  busy?: boolean;
  disabled?: boolean;
  /** Given: the chooser stays closed and this runs instead (a plan the picture needs). */
  onBlocked?: () => void;
  onFile(file: File): void;
}

/** A button that opens the file chooser for one picture. */
export function FileButton({ label, testId, busy, disabled, onBlocked, onFile }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        busy={busy}
        disabled={disabled}
        data-testid={testId}
        onClick={() => (onBlocked ? onBlocked() : input.current?.click())}
      >
        {label}
      </Button>
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
