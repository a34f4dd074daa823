import { CSRF_HEADER, CSRF_HEADER_VALUE, WORKSHOP_LIMITS, workshopPaths } from '@gramota/contracts';
import type { WorkshopScene } from '@gramota/scene';
import { marginsField } from '../api/template-answer';

/** Browsers refuse keepalive bodies over 64 KiB (in flight per page); the form-encoded length. */
const KEEPALIVE_BODY_MAX = 60 * 1024;

/** What leaving needs of the editor's autosave (SceneAutosave). */
export interface LeavingAutosave {
  flush(): Promise<void>;
  isDirty(): boolean;
  saves(): number;
  current(): WorkshopScene;
}

/**
 * Seed 000 §2: leaving a workshop template saves it and sends it for generation, whichever way
 * the teacher leaves (a sidebar link, browser back, closing the tab), not only by Ready.
 * A template needs making when it was not ready on opening and Ready has not made it since, or
 * when anything was saved (or is still unsaved) after it was last made.
 */
export class TemplateLeaving {
  /** The autosave's save count when the page picture was last made; null: never in this visit. */
  private madeAt: number | null;

  constructor(
    private readonly autosave: LeavingAutosave,
    openedReady: boolean,
  ) {
    this.madeAt = openedReady ? 0 : null;
  }

  /** Ready made the page picture from everything saved so far. */
  made(): void {
    this.madeAt = this.autosave.saves();
  }

  needsMaking(): boolean {
    return this.madeAt === null || this.autosave.isDirty() || this.autosave.saves() > this.madeAt;
  }

  /**
   * In-app leaving (the editor unmounts): the latest scene saved, then the page picture made.
   * A failed save still makes the picture from what the server holds.
   */
  async leave(make: () => Promise<unknown>): Promise<void> {
    if (!this.needsMaking()) return;
    await this.autosave.flush().catch(() => undefined);
    this.madeAt = this.autosave.saves();
    await make();
  }

  /**
   * Closing or reloading the tab (pagehide): one keepalive request that outlives the page, with
   * the unsaved scene when it fits a keepalive body (64 KiB; a larger one was autosaved at most
   * 5 s before) and the session cookie.
   */
  request(id: string): { url: string; init: RequestInit } | null {
    if (!this.needsMaking()) return null;
    let body = '';
    if (this.autosave.isDirty()) {
      const scene = this.autosave.current();
      const content = JSON.stringify(scene);
      const fields = new URLSearchParams({ content, margins: marginsField(scene) }).toString();
      if (content.length <= WORKSHOP_LIMITS.sceneMaxBytes && fields.length <= KEEPALIVE_BODY_MAX)
        body = fields;
    }
    this.madeAt = this.autosave.saves();
    return {
      url: workshopPaths.templateLeave(id),
      init: {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: {
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
        },
        body,
      },
    };
  }
}
