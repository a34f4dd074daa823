import type { DocsContextType, DocsFormAction } from '@gramota/contracts';
import type { FormActionCall } from '@gramota/ui';
import { oneFileAsDoc } from './storage-form-action';

describe('the storage’s form action types', () => {
  test('one storage file goes as "doc"; folders, mixes and the trash as they are', () => {
    const types: string[] = [];
    const call: FormActionCall = (args) => {
      types.push(args.type);
      return { unwrap: async () => ({ result: 'success' }) };
    };
    const send = oneFileAsDoc(call);
    const action: DocsFormAction = 'rename';
    for (const type of ['stdoc', 'folder', 'mix', 'trash'])
      void send({ type: type as DocsContextType, action, body: {} });
    expect(types).toEqual(['doc', 'folder', 'mix', 'trash']);
  });
});
