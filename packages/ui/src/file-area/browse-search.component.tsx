import { useEffect, useRef } from 'react';
import { isSearchText } from '@gramota/contracts';
import { EmptyState } from '../components/empty-state.component';
import { SearchBox, type SearchBoxProps } from '../navigation/search-box.component';
import { SearchIcon } from './area-icons.component';

export interface BrowseSearchProps extends Pick<
  SearchBoxProps,
  'onSearch' | 'placeholder' | 'label' | 'hint' | 'testId'
> {
  /** The query of the search view shown; null in every other view. */
  query: string | null;
}

/**
 * The search box of a file area: searches from 3 characters (seed 000 §5), on Enter or a pause in
 * typing; it starts empty again when the teacher leaves the search view.
 */
export function BrowseSearch({ query, ...props }: BrowseSearchProps) {
  return (
    <SearchBox
      key={query === null ? 'other' : 'search'}
      initialQuery={query ?? ''}
      isSearchable={isSearchText}
      icon={SearchIcon}
      {...props}
    />
  );
}

export interface SearchEmptyProps {
  query: string;
  /** 'At least 3 characters', for a query too short to search. */
  hint: string;
  nothingFound: string;
  text: string;
}

/** The empty search view: the 3-character hint, or 'Nothing found' (seed 000 §8). */
export function SearchEmpty({ query, hint, nothingFound, text }: SearchEmptyProps) {
  return isSearchText(query) ? (
    <EmptyState title={nothingFound} text={text} />
  ) : (
    <EmptyState title={hint} />
  );
}

/** Seed 000 §8 'Nothing found' for a search without results, said once per search. */
export function useNothingFoundAlert(query: string | null, empty: boolean, say: () => void) {
  const said = useRef('');
  useEffect(() => {
    if (!query || !empty || said.current === query) return;
    said.current = query;
    say();
  }, [empty, query, say]);
}
