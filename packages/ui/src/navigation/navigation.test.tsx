import { act, fireEvent, render, screen } from '@testing-library/react';
import { RoutedLink } from './routed-link.component';
import { SearchBox } from './search-box.component';
import { TypeTabsNav, ViewsNav } from './views-nav.component';

const atLeast3 = (query: string) => query.length >= 3;

function renderSearch(initialQuery = '') {
  const onSearch = jest.fn();
  render(
    <SearchBox
      initialQuery={initialQuery}
      isSearchable={atLeast3}
      onSearch={onSearch}
      placeholder="Search"
      label="Search files"
      hint="3 characters or more"
      testId="some-search"
    />,
  );
  return { onSearch, input: screen.getByTestId('some-search') };
}

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs after a pause in typing, only from 3 characters and once per query', () => {
    const { onSearch, input } = renderSearch();
    expect(input).toHaveProperty('title', '3 characters or more');
    fireEvent.change(input, { target: { value: 'ab' } });
    act(() => void jest.advanceTimersByTime(600));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' abc ' } });
    act(() => void jest.advanceTimersByTime(600));
    expect(onSearch).toHaveBeenCalledWith('abc', { replace: false });
    fireEvent.submit(input);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('replaces the address when it opened on a search', () => {
    const { onSearch, input } = renderSearch('abc');
    fireEvent.change(input, { target: { value: 'abcd' } });
    fireEvent.submit(input);
    expect(onSearch).toHaveBeenCalledWith('abcd', { replace: true });
  });
});

describe('RoutedLink and ViewsNav', () => {
  it('routes a plain click in-app and leaves modified clicks to the browser', () => {
    const onNavigate = jest.fn();
    render(
      <RoutedLink href="/app/docs/recent/" onNavigate={onNavigate}>
        Recent
      </RoutedLink>,
    );
    const link = screen.getByRole('link', { name: 'Recent' });
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/app/docs/recent/');
  });

  it('marks the active view and names each link by its key', () => {
    const onNavigate = jest.fn();
    render(
      <ViewsNav
        label="Views"
        tabs={[
          { key: 'all', href: '/app/ready/', label: 'All', active: true },
          { key: 'trash', href: '/app/ready/trash/', label: 'Trash', active: false },
        ]}
        onNavigate={onNavigate}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Views' });
    const links = nav.querySelectorAll('a[data-view]');
    expect([...links].map((link) => link.getAttribute('data-view'))).toEqual(['all', 'trash']);
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Trash' }));
    expect(onNavigate).toHaveBeenCalledWith('/app/ready/trash/');
  });

  it('names type tabs by data-type', () => {
    render(
      <TypeTabsNav
        label="Types"
        tabs={[{ key: 'g', href: '/app/ready/types/g/', label: 'Diplomas', active: true }]}
        onNavigate={jest.fn()}
      />,
    );
    const link = screen.getByRole('link', { name: 'Diplomas' });
    expect(link.getAttribute('data-type')).toBe('g');
    expect(link.hasAttribute('data-view')).toBe(false);
  });
});
