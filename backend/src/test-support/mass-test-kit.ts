import { randomUUID } from 'node:crypto';
import {
  spreadsheetPaths,
  type MassCreateAnswer,
  type MassRowValues,
  type MassStatusAnswer,
} from '@gramota/contracts';
import { CreatorClient, eventually } from './creator-test-kit';

/** A run id as the table screen makes one (36 characters). */
export const newMassId = () => randomUUID();

/** A teacher running mass creation the way mf-spreadsheet does. */
export class MassClient extends CreatorClient {
  massCreate(docId: string, massId: string, values: MassRowValues | string, row?: number) {
    if (typeof values === 'string')
      return this.visitor.get(
        `/api/creator/${docId}/masscreate/?mass_id=${encodeURIComponent(massId)}&massmask=${encodeURIComponent(values)}`,
      );
    return this.visitor.get(spreadsheetPaths.massCreate(docId, massId, values, row));
  }

  async massCreated(
    docId: string,
    massId: string,
    values: MassRowValues,
    row?: number,
  ): Promise<MassCreateAnswer> {
    const response = await this.massCreate(docId, massId, values, row);
    if (response.status !== 200)
      throw new Error(`masscreate ${response.status}: ${await response.text()}`);
    return (await response.json()) as MassCreateAnswer;
  }

  async massStatus(jobs: readonly string[]): Promise<MassStatusAnswer> {
    const response = await this.visitor.get(spreadsheetPaths.massStatus(jobs));
    if (response.status !== 200)
      throw new Error(`status ${response.status}: ${await response.text()}`);
    return (await response.json()) as MassStatusAnswer;
  }

  /** Polls the run's status (as the table screen does) until no job waits. */
  runSettled(jobs: readonly string[], ms = 60_000): Promise<MassStatusAnswer> {
    return eventually(async () => {
      const status = await this.massStatus(jobs);
      return status.status === 'wait' ? undefined : status;
    }, ms);
  }
}
