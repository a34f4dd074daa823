// The editor's AI writing assistant (issue 20; seed 001 §1, §2 the AI support modal, §7): each
// document's conversation, the limits on asking, and answers streamed from an OpenAI-compatible
// provider (AI_BASE_URL) to the browser as server-sent events.
import type { DataSource, EntityManager } from 'typeorm';
import type { AiConfig } from '../../config';
import type { AppMiddleware } from '../../http/app-state';
import type { Logger } from '../../logger';
import type { Clock } from '../../shared/clock';
import type { UsageLimits } from '../usage-limits';
import { AiMessageRow } from './ai-message.entity';
import { AiAssistantService, type AiDocuments } from './ai-assistant.service';
import { createAiAssistantRoutes } from './ai-assistant.routes';
import { OpenAiCompatibleProvider, type AiProvider } from './ai-provider.client';

export { AiMessageRow } from './ai-message.entity';
export { AI_LARGE_BODIES } from './ai-assistant.routes';
export { OpenAiCompatibleProvider, AiProviderError, type AiProvider } from './ai-provider.client';

/** An anonymous account's conversations follow it into the account it signs in to. */
/** A visitor's assistant messages follow them into the account they log into. */
export async function moveAiMessages(fromUserId: string, toUserId: string, manager: EntityManager) {
  await manager.getRepository(AiMessageRow).update({ userId: fromUserId }, { userId: toUserId });
}

export interface AiAssistantModuleDependencies {
  dataSource: DataSource;
  session: AppMiddleware;
  clock: Clock;
  logger: Logger;
  documents: AiDocuments;
  /** The app's one counter of costly channels: the assistant's limits are counted there. */
  usageLimits: UsageLimits;
  /** Unset: the assistant says it is not set up. */
  config?: AiConfig;
  /** Tests may pass their own provider; default: the configured OpenAI-compatible API. */
  provider?: AiProvider;
}

export function createAiAssistantModule(deps: AiAssistantModuleDependencies) {
  const provider =
    deps.provider ?? (deps.config ? new OpenAiCompatibleProvider(deps.config) : undefined);
  const ai = new AiAssistantService(
    deps.dataSource,
    deps.documents,
    deps.clock,
    provider !== undefined,
    deps.usageLimits,
    deps.config?.usage,
  );
  return {
    ai,
    router: createAiAssistantRoutes({ ai, provider, session: deps.session, logger: deps.logger }),
  };
}
