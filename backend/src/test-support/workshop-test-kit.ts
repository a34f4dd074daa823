import {
  DATA_SEPARATOR,
  workshopPaths,
  type DocsContextType,
  type DocsFormAction,
  type WorkshopCreateStatusAnswer,
  type WorkshopGetAnswer,
  type WorkshopGetQuery,
  type WorkshopTemplateData,
} from '@gramota/contracts';
import type { WorkshopScene } from '@gramota/scene';
import { LicencesService } from '../modules/licences';
import type { TestApp } from './test-app';
import type { FormFields } from './visitor';
import { eventually, StandInEngine } from './creator-test-kit';
import { EditorClient } from './redactor-test-kit';

/** The tests' render engine stand-in: it draws scenes too (a real small JPEG and WebP). */
export { StandInEngine };

/** A teacher in the workshop the way mf-workshop calls it. */
export class WorkshopClient extends EditorClient {
  async grantWorkshop(app: TestApp) {
    const licences = new LicencesService(app.dataSource, app.clock.now);
    await licences.grant(await this.userId(), { kind: 'workshop', until: '2099-12-31' });
  }

  workshopListRaw(query: WorkshopGetQuery = {}) {
    return this.visitor.get(workshopPaths.workshopGet(this.userKey, query));
  }

  async workshopList(query: WorkshopGetQuery = {}): Promise<WorkshopGetAnswer> {
    const response = await this.workshopListRaw(query);
    if (response.status !== 200)
      throw new Error(`workshop-get ${response.status}: ${await response.text()}`);
    return (await response.json()) as WorkshopGetAnswer;
  }

  newTemplateRaw(fields: FormFields = { format: 'a4' }) {
    return this.visitor.post(workshopPaths.templateNew(), fields);
  }

  async newTemplate(fields: FormFields = { format: 'a4' }): Promise<string> {
    const response = await this.newTemplateRaw(fields);
    const body = (await response.json()) as { data_id?: string };
    if (response.status !== 200 || !body.data_id)
      throw new Error(`workshop-template-new ${response.status}: ${JSON.stringify(body)}`);
    return body.data_id;
  }

  templateGetRaw(id: string) {
    return this.visitor.get(workshopPaths.templateGet(id));
  }

  async templateGet(id: string): Promise<{ data: WorkshopTemplateData; content: string }> {
    const text = await (await this.templateGetRaw(id)).text();
    const [data, content] = text.split(DATA_SEPARATOR);
    if (content === undefined) throw new Error(`workshop-template-get ${id}: ${text}`);
    return { data: JSON.parse(data!) as WorkshopTemplateData, content };
  }

  async scene(id: string): Promise<WorkshopScene> {
    return JSON.parse((await this.templateGet(id)).data.content) as WorkshopScene;
  }

  templateSet(id: string, scene: unknown, margins?: string) {
    const content = typeof scene === 'string' ? scene : JSON.stringify(scene);
    const maket = (scene as { maket?: number }).maket ?? 0;
    return this.visitor.post(workshopPaths.templateSet(id, maket), { content, margins });
  }

  create(id: string) {
    return this.visitor.get(workshopPaths.templateCreate(id));
  }

  async status(id: string): Promise<WorkshopCreateStatusAnswer> {
    const response = await this.visitor.get(workshopPaths.templateCreateStatus(id));
    if (response.status !== 200) throw new Error(`create-status ${response.status}`);
    return (await response.json()) as WorkshopCreateStatusAnswer;
  }

  /** Presses Ready and waits for the page picture. */
  async generated(id: string): Promise<WorkshopCreateStatusAnswer> {
    const started = await this.create(id);
    if (started.status !== 200) throw new Error(`create ${started.status}`);
    return eventually(async () => {
      const status = await this.status(id);
      return status.status === 'wait' ? undefined : status;
    });
  }

  copy(id: string) {
    return this.visitor.get(workshopPaths.copy(id));
  }

  workshopForm(type: DocsContextType, action: DocsFormAction, fields: FormFields = {}) {
    return this.visitor.post(workshopPaths.formAction(type, action), fields);
  }
}
