import { apiPaths, storagePaths, type PromoSchoolAnswer } from '@gramota/contracts';
import { pendingVisitor, registeredVisitor } from '../../../test-support/accounts';
import { appForBlock, databases } from '../../../test-support/test-app';
import { User } from '../../auth';
import type { Visitor } from '../../../test-support/visitor';

async function promo(visitor: Visitor, headers: Record<string, string> = {}) {
  const response = await visitor.get(storagePaths.promoSchool(), headers);
  expect(response.status).toBe(200);
  return (await response.json()) as PromoSchoolAnswer;
}

describe.each(databases)('the school account offer (promo-school-modal) on %s', (kind) => {
  const app = appForBlock(kind);

  it('speaks the reader’s language: the interface’s, else the browser’s, else Russian', async () => {
    const accountsBefore = await app.dataSource.getRepository(User).count();
    const visitor = await pendingVisitor(app);
    const russian = await promo(visitor);
    expect(russian).toEqual({
      result: 'success',
      title: 'Школьный аккаунт',
      text: [expect.stringContaining('учителей одной школы'), expect.stringContaining('Завуч')],
      features: expect.arrayContaining(['Счёт и закрывающие документы для бухгалтерии']),
      action_url: '/app/pay/',
    });
    expect(russian.features).toHaveLength(4);
    // Plain text, never markup to render.
    expect(JSON.stringify(russian)).not.toMatch(/[<>]/);
    // Looking at an offer keeps no account.
    expect(await app.dataSource.getRepository(User).count()).toBe(accountsBefore);

    const english = await promo(visitor, { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(english).toMatchObject({ title: 'School account', action_url: '/app/pay/' });
    expect(english.text).toHaveLength(2);
    expect(english.features).toContain('One payment for the whole teaching staff');
    const german = await promo(visitor, { 'Accept-Language': 'de-DE,de;q=0.9' });
    expect(german).toMatchObject({ title: 'Schulkonto', action_url: '/app/pay/' });
    expect(german.features).toContain('Eine Zahlung für das ganze Kollegium');
    // Kazakh browsers say 'kk'; the interface calls Kazakh 'kz'.
    expect((await promo(visitor, { 'Accept-Language': 'kk-KZ' })).title).toBe('Мектеп аккаунты');
    // A language the interface does not have: Russian.
    expect(await promo(visitor, { 'Accept-Language': 'fr' })).toEqual(russian);

    // The interface language chosen in the settings wins over the browser's.
    const teacher = await registeredVisitor(app);
    await teacher.post(apiPaths.profileSetSettings(), { settings: '{"lng":"en"}' });
    expect(await promo(teacher, { 'Accept-Language': 'ru' })).toEqual(english);
    await teacher.post(apiPaths.profileSetSettings(), { settings: '{"lng":"ru"}' });
    expect(await promo(teacher, { 'Accept-Language': 'en' })).toEqual(russian);
    await teacher.post(apiPaths.profileSetSettings(), { settings: '{"lng":"be"}' });
    expect((await promo(teacher, { 'Accept-Language': 'de' })).title).toBe('Школьны акаўнт');
  });
});
