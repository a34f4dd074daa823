import { UnavailableError } from '../../errors';
import { BadFileKeyError, type FileStore } from './file-store';

type Operation = 'put' | 'putFile' | 'get' | 'read' | 'stat' | 'delete' | 'list' | 'move' | 'copy';

/**
 * The same store as the app uses it: every call that throws is told to `failed` (the /metrics
 * file-store error counter) and becomes an UnavailableError, which every route answers with 503
 * "try again" rather than 500. A missing file is an answer (null), not a failure; a bucket that
 * does not answer, a refused credential or a full disk are. A bad key is a bug and stays itself.
 */
export function guardedFileStore(
  store: FileStore,
  failed: (operation: Operation) => void,
): FileStore {
  const watched =
    <Args extends unknown[], Result>(
      operation: Operation,
      call: (...args: Args) => Promise<Result>,
    ) =>
    async (...args: Args): Promise<Result> => {
      try {
        return await call(...args);
      } catch (error) {
        throw unavailable(operation, error);
      }
    };
  const unavailable = (operation: Operation, error: unknown) => {
    if (error instanceof BadFileKeyError) return error;
    failed(operation);
    return Object.assign(new UnavailableError(), { cause: error });
  };
  return {
    kind: store.kind,
    put: watched('put', store.put.bind(store)),
    putFile: watched('putFile', store.putFile.bind(store)),
    get: watched('get', store.get.bind(store)),
    read: watched('read', store.read.bind(store)),
    stat: watched('stat', store.stat.bind(store)),
    delete: watched('delete', store.delete.bind(store)),
    move: watched('move', store.move.bind(store)),
    copy: watched('copy', store.copy.bind(store)),
    async *list(prefix) {
      try {
        yield* store.list(prefix);
      } catch (error) {
        throw unavailable('list', error);
      }
    },
    close: () => store.close(),
  };
}
