import { renderHook } from '@testing-library/react';
import { listStatus, useFileListState, type ListQueryPart } from './use-file-list-state';

interface Answer {
  folders: Record<string, { id: string }>;
  path: { id: string; name: string }[];
}

const answered: ListQueryPart<Answer> = {
  currentData: { folders: { f1: { id: 'f1' } }, path: [{ id: 'f1', name: 'Class 5' }] },
  isLoading: false,
  isFetching: false,
  isSuccess: true,
  isError: false,
  refetch: jest.fn(),
};
const notFound: ListQueryPart<Answer> = {
  error: { status: 404, data: { result: 'error', error_code: 'not_found' } },
  isLoading: false,
  isFetching: false,
  isSuccess: false,
  isError: true,
  refetch: jest.fn(),
};

function listOf(
  part: ListQueryPart<Answer>,
  options: { missingOn404?: boolean; forVisitors?: boolean } = {},
  session = { login: true, user_key: 'u1' },
  query: string | null = 'root',
) {
  const useList = jest.fn((..._args: unknown[]) => part);
  const { result } = renderHook(() =>
    useFileListState(useList, query, { session, idle: 'idle', ...options }),
  );
  return { state: result.current, useList };
}

describe('the list state of a file area', () => {
  it('reads the folders and crumbs of the answer, asked again on each opening', () => {
    const { state, useList } = listOf(answered);
    expect(state.folders).toEqual([{ id: 'f1' }]);
    expect(state.path).toEqual([{ id: 'f1', name: 'Class 5' }]);
    expect(state).toMatchObject({ asked: true, loading: false, settled: true, failed: false });
    expect(useList).toHaveBeenCalledWith(
      { userKey: 'u1', query: 'root' },
      { skip: false, refetchOnMountOrArgChange: true },
    );
  });

  it('asks a visitor nothing, unless the area lists visitors’ items too', () => {
    const visitor = { login: false, user_key: 'v1' };
    const closed = listOf(answered, {}, visitor);
    expect(closed.state).toMatchObject({ signedOut: true, asked: false });
    expect(closed.useList.mock.calls[0]![1]).toMatchObject({ skip: true });
    const open = listOf(answered, { forVisitors: true }, visitor);
    expect(open.state.asked).toBe(true);
    expect(open.useList.mock.calls[0]![1]).toMatchObject({ skip: false });
  });

  it('a route asking nothing calls the hook skipped with the idle arguments', () => {
    const { state, useList } = listOf(answered, {}, {} as never, null);
    expect(state.asked).toBe(false);
    expect(useList).toHaveBeenCalledWith(
      { userKey: '', query: 'idle' },
      expect.objectContaining({ skip: true }),
    );
  });

  it('tells a missing folder from a failure only where the area asks for it', () => {
    expect(listOf(notFound).state).toMatchObject({ missing: false, failed: true });
    expect(listOf(notFound, { missingOn404: true }).state).toMatchObject({
      missing: true,
      failed: false,
    });
  });

  it('over many calls: loading while any loads, settled when all are, retry asks each again', () => {
    const loading = { ...answered, currentData: undefined, isFetching: true, isSuccess: false };
    const status = listStatus([answered, loading]);
    expect(status).toMatchObject({ loading: true, settled: false, failed: false });
    status.retry();
    expect(answered.refetch).toHaveBeenCalled();
    expect(loading.refetch).toHaveBeenCalled();
  });
});
