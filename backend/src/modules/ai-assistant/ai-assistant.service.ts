import {
  AI_LIMITS,
  type AiErrorCode,
  type AiMessage,
  type AiModalAnswer,
  type Language,
} from '@gramota/contracts';
import { LessThan, type DataSource, type EntityManager } from 'typeorm';
import { AI_USAGE_DEFAULTS, type AiUsageConfig } from '../../config';
import type { Clock } from '../../shared/clock';
import type { EditableDoc } from '../docs';
import { INSTALLATION, type UsageLimits, type UsageRule } from '../usage-limits';
import { aiError } from './ai-errors';
import { documentText } from './ai-document-text';
import { AiMessageRow } from './ai-message.entity';
import { actionRequest, documentContext, systemPrompt } from './ai-prompts';
import type { ChatMessage } from './ai-provider.client';
import type { AiQuestion } from './ai-question';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Earlier turns sent along with a message: enough to refine an answer, bounded in size. */
const CONTEXT_TURNS = 12;
const CONTEXT_CHARS = 16_000;

/** The documents the assistant may read: the caller's own (else 404, as for a missing id). */
export interface AiDocuments {
  editable(userId: string, docId: string, active?: boolean): Promise<EditableDoc>;
}

/** The usage channel the assistant's questions are counted in (usage_events). */
export const AI_CHANNEL = 'ai-ask';

/** Who asks: the account the question is kept in, and the client address it came from. */
export interface AiAsker {
  userId: string;
  /** addressKey(ctx.ip): IPv4 as it is, IPv6 by its /64. */
  address: string;
}

/** A question accepted and kept: what to send to the provider, and where the answer goes. */
export interface AcceptedQuestion {
  questionId: number;
  docRowId: number;
  messages: ChatMessage[];
  /** The limits it was counted against (given back when the provider never answered). */
  rules: UsageRule[];
}

/**
 * Every limit a question counts against, the asker's own first: the account's minute and day
 * (the contract's AI_LIMITS), the client address's minute and day (cookie-made accounts from one
 * network share them), the installation's day (the provider's bill).
 */
export function aiUsageRules(asker: AiAsker, usage: AiUsageConfig): UsageRule[] {
  return [
    { scope: 'account', key: asker.userId, max: AI_LIMITS.perMinute, windowMs: MINUTE_MS },
    { scope: 'account', key: asker.userId, max: AI_LIMITS.perDay, windowMs: DAY_MS },
    { scope: 'address', key: asker.address, max: usage.addressPerMinute, windowMs: MINUTE_MS },
    { scope: 'address', key: asker.address, max: usage.addressPerDay, windowMs: DAY_MS },
    { scope: 'installation', key: INSTALLATION, max: usage.dailyBudget, windowMs: DAY_MS },
  ];
}

/** The refusal of the first full rule. */
function fullRuleCode(rule: UsageRule): AiErrorCode {
  if (rule.scope === 'installation') return 'ai_budget_spent';
  const day = rule.windowMs >= DAY_MS;
  if (rule.scope === 'address') return day ? 'rate_address_day' : 'rate_address_minute';
  return day ? 'rate_day' : 'rate_minute';
}

const toMessage = (row: AiMessageRow): AiMessage => ({
  id: row.id,
  role: row.role,
  text: row.text,
  time: row.createdAt,
  partial: row.partial,
  ...(row.action ? { action: row.action } : {}),
  ...(row.language ? { language: row.language } : {}),
});

/**
 * The document's conversation with the assistant, per account: its history, the limits on
 * asking, and what the provider is sent (only this document's text and this account's messages
 * about it). The provider itself is the routes' business (answers stream to the browser).
 */
export class AiAssistantService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly documents: AiDocuments,
    private readonly clock: Clock,
    private readonly configured: boolean,
    private readonly usageLimits: UsageLimits,
    private readonly usage: AiUsageConfig = AI_USAGE_DEFAULTS,
  ) {}

  private rows(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(AiMessageRow);
  }

  /** `signedIn`: the visitor has a registered account (else the modal asks to sign in). */
  async modal(userId: string, docId: string, signedIn: boolean): Promise<AiModalAnswer> {
    const doc = await this.documents.editable(userId, docId, false);
    const rows = await this.rows().find({
      where: { userId, docId: doc.id },
      order: { id: 'DESC' },
      take: AI_LIMITS.historyMax,
    });
    return {
      result: 'success',
      configured: this.configured,
      signInRequired: !signedIn,
      messages: rows.reverse().map(toMessage),
      limits: {
        messageMax: AI_LIMITS.messageMax,
        perMinute: AI_LIMITS.perMinute,
        perDay: AI_LIMITS.perDay,
      },
    };
  }

  async clear(userId: string, docId: string): Promise<void> {
    const doc = await this.documents.editable(userId, docId, false);
    await this.rows().delete({ userId, docId: doc.id });
  }

  /**
   * Checks the document, the provider and the limits, then keeps the question. The limits are
   * counted in usage_events, not in the conversation (which the teacher may clear, and which
   * drops its oldest lines), and taken under one lock per account, address and installation, so
   * questions sent all at once cannot slip past a limit together.
   */
  async accept(
    asker: AiAsker,
    docId: string,
    question: AiQuestion,
    interfaceLanguage: Language,
  ): Promise<AcceptedQuestion> {
    const { userId } = asker;
    const doc = await this.documents.editable(userId, docId);
    if (!this.configured) throw aiError(503, 'ai_not_configured');
    const rules = aiUsageRules(asker, this.usage);
    const full = await this.usageLimits.take(AI_CHANNEL, rules);
    if (full) throw aiError(429, fullRuleCode(full));
    let questionId: number | undefined;
    try {
      const row = await this.rows().save(
        this.rows().create({
          userId,
          docId: doc.id,
          role: 'user',
          text: question.kind === 'message' ? question.message : question.text,
          action: question.kind === 'action' ? question.action : null,
          language:
            question.kind === 'action' && question.action === 'translate'
              ? question.language
              : null,
          partial: false,
          createdAt: this.clock().getTime(),
        }),
      );
      questionId = row.id;
      return {
        questionId: row.id,
        docRowId: doc.id,
        messages: await this.conversation(userId, doc, question, row.id, interfaceLanguage),
        rules,
      };
    } catch (error) {
      if (questionId !== undefined) await this.rows().delete({ id: questionId, userId });
      await this.usageLimits.refund(AI_CHANNEL, rules);
      throw error;
    }
  }

  /**
   * The provider failed before answering anything: the question goes, as in the modal, and its
   * use of the limits is given back (nothing was answered for it).
   */
  async forget(userId: string, question: AcceptedQuestion): Promise<void> {
    await this.rows().delete({ id: question.questionId, userId });
    await this.usageLimits.refund(AI_CHANNEL, question.rules);
  }

  /** Keeps an answer (partial when cut short); drops the oldest lines past historyMax. */
  async keepAnswer(userId: string, docRowId: number, text: string, partial: boolean) {
    const rows = this.rows();
    const row = await rows.save(
      rows.create({
        userId,
        docId: docRowId,
        role: 'assistant',
        text,
        action: null,
        language: null,
        partial,
        createdAt: this.clock().getTime(),
      }),
    );
    const oldestKept = await rows.find({
      where: { userId, docId: docRowId },
      order: { id: 'DESC' },
      skip: AI_LIMITS.historyMax - 1,
      take: 1,
    });
    if (oldestKept[0])
      await rows.delete({ userId, docId: docRowId, id: LessThan(oldestKept[0].id) });
    return row.id;
  }

  private async conversation(
    userId: string,
    doc: EditableDoc,
    question: AiQuestion,
    questionId: number,
    interfaceLanguage: Language,
  ): Promise<ChatMessage[]> {
    const context: ChatMessage[] = [
      { role: 'system', content: systemPrompt(interfaceLanguage) },
      { role: 'system', content: documentContext(documentText(doc)) },
    ];
    if (question.kind === 'action') {
      return [
        ...context,
        { role: 'user', content: actionRequest(question.action, question.text, question.language) },
      ];
    }
    // Earlier turns about this document, the newest kept within bounds.
    const earlier = await this.rows().find({
      where: { userId, docId: doc.id, id: LessThan(questionId) },
      order: { id: 'DESC' },
      take: CONTEXT_TURNS,
    });
    const turns: ChatMessage[] = [];
    let size = 0;
    for (const row of earlier) {
      if (!row.text) continue;
      const content = row.action
        ? actionRequest(row.action, row.text, row.language ?? interfaceLanguage)
        : row.text;
      size += content.length;
      if (size > CONTEXT_CHARS) break;
      turns.unshift({ role: row.role, content });
    }
    return [...context, ...turns, { role: 'user', content: question.message }];
  }
}
