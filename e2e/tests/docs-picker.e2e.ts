import { DocsPage } from '../pages/docs.page';
import { PICKER_HOST_FILES, PickerHostPage } from '../pages/picker-host.page';
import { useAppAndBrowser } from '../support/fixtures';
import { useTeacher } from '../pages/use-teacher';

describe('My documents and the gallery embedded as pickers', () => {
  const handle = useAppAndBrowser({ publicFiles: PICKER_HOST_FILES });
  const teacher = useTeacher(handle);

  test('the embedded docs picker offers no creation, trash or menus, and hands the picked document to the page', async () => {
    const docs = new DocsPage(teacher.page, handle.app.baseUrl);
    await docs.open();
    const [docId] = await docs.haveDocumentsFrom(['en:204:0']);

    const host = new PickerHostPage(teacher.page, handle.app.baseUrl);
    await host.open('/app/docs/?embed=true');
    const area = host.frame.locator('[data-area="docs"]');
    const item = area.locator(`[data-item-id="${docId}"]`);
    await item.waitFor({ timeout: 30_000 });

    const toolbar = area.getByRole('group', { name: 'File actions' });
    const labels = await toolbar
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => (button.textContent || '').trim()));
    expect(labels).toEqual(['Choose']);
    expect(
      await area
        .locator('nav a[data-view]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('data-view'))),
    ).not.toContain('trash');

    await item.click({ button: 'right' });
    expect(await host.frame.getByRole('menu').count()).toBe(0);

    await item.dblclick();
    const messages = await host.messageArrives('gramota:doc-picked');
    expect(messages).toContainEqual(
      expect.objectContaining({ type: 'gramota:doc-picked', id: docId }),
    );
    // The picker stays where it is: picking never navigates the frame away.
    expect(await area.count()).toBe(1);
  });

  test('the embedded gallery in select-template mode hands the chosen template to the page', async () => {
    const host = new PickerHostPage(teacher.page, handle.app.baseUrl);
    await host.open('/app/templates/?embed=true&do=select-template');
    const card = host.frame.locator('[data-testid="template-card"]').first();
    await card.waitFor({ timeout: 30_000 });
    const templateId = await card.getAttribute('data-template-id');
    await card.locator('a').click();
    const messages = await host.messageArrives('gramota:template-selected');
    expect(messages).toContainEqual({ type: 'gramota:template-selected', id: templateId });
  });
});
