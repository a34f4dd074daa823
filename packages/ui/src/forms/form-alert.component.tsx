import styles from './form-field.module.css';

/** An error that belongs to the whole form rather than one field (the seeds' 'alert-text'). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.formAlert} role="alert" data-testid="form-error">
      {message}
    </p>
  );
}

/** A neutral message above a form (why the teacher is here, what happens next). */
export function FormNotice({ message, testId }: { message: string; testId?: string }) {
  return (
    <p className={styles.notice} role="status" data-testid={testId ?? 'form-notice'}>
      {message}
    </p>
  );
}
