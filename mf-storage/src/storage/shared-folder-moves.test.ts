import type { FormActionCall } from '@gramota/ui';
import { moveWithinShared, sharedTopFolder } from './shared-folder-moves';

describe('moves inside another account’s folder', () => {
  const top = { id: 'f9', name: 'Olga’s folder' };

  test('the top is the first crumb of the shared folder’s path, only in a shared folder', () => {
    expect(sharedTopFolder([top, { id: 'f10', name: 'Inner' }], true)).toEqual(top);
    expect(sharedTopFolder([top], false)).toBeNull();
  });

  test('"to the root" goes to the shared top folder; other calls pass unchanged', () => {
    const sent: Parameters<FormActionCall>[0][] = [];
    const call: FormActionCall = (args) => {
      sent.push(args);
      return { unwrap: async () => ({ result: 'success' }) };
    };
    const wrapped = moveWithinShared(call, top);
    void wrapped({ type: 'doc', action: 'move', body: { data_id: '5', folder_id: 'root' } });
    void wrapped({ type: 'doc', action: 'move', body: { data_id: '5', folder_id: 'f10' } });
    void wrapped({ type: 'doc', action: 'rename', body: { data_id: '5', name: 'x' } });
    expect(sent.map((args) => args.body)).toEqual([
      { data_id: '5', folder_id: 'f9' },
      { data_id: '5', folder_id: 'f10' },
      { data_id: '5', name: 'x' },
    ]);
    expect(moveWithinShared(call, null)).toBe(call);
  });
});
