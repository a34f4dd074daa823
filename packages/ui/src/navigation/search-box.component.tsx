import { useEffect, useRef, useState, type ComponentType } from 'react';
import styles from './search-box.module.css';

/** Typing pauses this long before the search runs by itself. */
const TYPING_PAUSE_MS = 500;

export interface SearchBoxProps {
  /** The query the list shows now ('' outside a search view). */
  initialQuery: string;
  /**
   * Whether a (trimmed) query may run: the area's route rule, 3 characters or more (seed 000 §5),
   * so the box never starts a search the route would not ask for.
   */
  isSearchable: (query: string) => boolean;
  /** Runs the search; `replace` when the box opened on a search (the address is replaced). */
  onSearch: (query: string, options: { replace: boolean }) => void;
  /** The area's strings, already translated. */
  placeholder: string;
  label: string;
  hint: string;
  testId: string;
  icon?: ComponentType<{ className?: string }>;
}

/**
 * Search of a file list: Enter, or a pause in typing, runs it — when `isSearchable` allows;
 * otherwise nothing happens (seed 000 §5). The same query never runs twice in a row.
 */
export function SearchBox({
  initialQuery,
  isSearchable,
  onSearch,
  placeholder,
  label,
  hint,
  testId,
  icon: Icon,
}: SearchBoxProps) {
  const [text, setText] = useState(initialQuery);
  const last = useRef(initialQuery);

  const run = (value: string) => {
    const query = value.trim();
    if (!isSearchable(query) || query === last.current) return;
    last.current = query;
    onSearch(query, { replace: initialQuery !== '' });
  };

  useEffect(() => {
    const timer = setTimeout(() => run(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // run is rebuilt each render; the pause restarts only when the text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  return (
    <form
      className={styles.search}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        run(text);
      }}
    >
      {Icon ? <Icon className={styles.icon} /> : null}
      <input
        className={styles.input}
        type="search"
        name="sq"
        value={text}
        placeholder={placeholder}
        aria-label={label}
        title={hint}
        onChange={(event) => setText(event.target.value)}
        data-testid={testId}
      />
    </form>
  );
}
