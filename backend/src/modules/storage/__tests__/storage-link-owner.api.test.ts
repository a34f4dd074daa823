import type { StorageLinkAnswer } from '@gramota/contracts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { User } from '../../auth';
import { maskedEmail } from '../../sharing';
import { StorageTeacher } from './storage-sharing-test-kit';

describe('a masked address', () => {
  it('keeps the first character and the domain', () => {
    expect(maskedEmail('anna.petrova@school.ru')).toBe('a***@school.ru');
    expect(maskedEmail('Ё@школа.рф')).toBe('Ё***@школа.рф');
    expect(maskedEmail('')).toBe('');
  });
});

describe.each(databases)('whom a link page names as the owner, on %s', (kind) => {
  const app = appForBlock(kind);

  async function linkedFolder(ownerName: string) {
    const owner = await StorageTeacher.registered(app);
    await app.dataSource
      .getRepository(User)
      .update({ id: await owner.userId() }, { name: ownerName });
    const folder = await owner.storageFolder('Class 5A');
    await owner.fileIn(app, folder, 'Диплом Иванова');
    const code = await owner.linkCode(`folder:${folder}`);
    return { owner, code };
  }

  const opened = async (client: StorageTeacher, code: string) => {
    const response = await client.openLink(code);
    expect(response.status).toBe(200);
    return (await response.json()) as StorageLinkAnswer;
  };

  it('a visitor without an account, or any other person, sees the chosen name and a masked address, never the full e-mail', async () => {
    for (const name of ['Анна Петрова', '']) {
      const { owner, code } = await linkedFolder(name);
      const masked = `${owner.email[0]}***@${owner.email.split('@')[1]}`;
      const visitor = await StorageTeacher.anonymous(app);
      const colleague = await StorageTeacher.registered(app);
      for (const client of [visitor, colleague]) {
        const page = await opened(client, code);
        expect(page.shared_by).toEqual({ name, email: masked });
        expect(Object.values(page.documents)[0]!.shared_by).toEqual({ name, email: masked });
        expect(JSON.stringify(page)).not.toContain(owner.email);
      }
      // The owner opening their own link sees themselves as they are.
      expect((await opened(owner, code)).shared_by).toEqual({ name, email: owner.email });
    }
  });
});
