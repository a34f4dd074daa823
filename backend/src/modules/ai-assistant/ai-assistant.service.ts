import { AI_LIMITS, type AiMessage, type AiModalAnswer, type Language } from '@gramota/contracts';
import { LessThan, MoreThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import type { EditableDoc } from '../docs';
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

/** A question accepted and kept: what to send to the provider, and where the answer goes. */
export interface AcceptedQuestion {
  questionId: number;
  docRowId: number;
  messages: ChatMessage[];
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
  ) {}

  private rows(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(AiMessageRow);
  }

  async modal(userId: string, docId: string): Promise<AiModalAnswer> {
    const doc = await this.documents.editable(userId, docId, false);
    const rows = await this.rows().find({
      where: { userId, docId: doc.id },
      order: { id: 'DESC' },
      take: AI_LIMITS.historyMax,
    });
    return {
      result: 'success',
      configured: this.configured,
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
   * Checks the document, the provider and the limits, then keeps the question. The limits count
   * questions kept in the last minute and day; the count and the insert happen under one lock per
   * account, so questions sent all at once cannot slip past a limit together.
   */
  async accept(
    userId: string,
    docId: string,
    question: AiQuestion,
    interfaceLanguage: Language,
  ): Promise<AcceptedQuestion> {
    const doc = await this.documents.editable(userId, docId);
    if (!this.configured) throw aiError(503, 'ai_not_configured');
    const now = this.clock().getTime();
    const questionId = await this.dataSource.transaction(async (manager) => {
      await this.lockAccount(manager, userId);
      const asked = (since: number) =>
        this.rows(manager).countBy({ userId, role: 'user', createdAt: MoreThanOrEqual(since) });
      if ((await asked(now - MINUTE_MS)) >= AI_LIMITS.perMinute) throw aiError(429, 'rate_minute');
      if ((await asked(now - DAY_MS)) >= AI_LIMITS.perDay) throw aiError(429, 'rate_day');
      const row = await this.rows(manager).save(
        this.rows(manager).create({
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
          createdAt: now,
        }),
      );
      return row.id;
    });
    return {
      questionId,
      docRowId: doc.id,
      messages: await this.conversation(userId, doc, question, questionId, interfaceLanguage),
    };
  }

  /** The provider failed before answering anything: the question goes, as in the modal. */
  async forget(userId: string, questionId: number): Promise<void> {
    await this.rows().delete({ id: questionId, userId });
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

  /** PostgreSQL: one transaction per account at a time. SQLite runs one transaction at a time. */
  private async lockAccount(manager: EntityManager, userId: string) {
    if (this.dataSource.driver.options.type === 'postgres')
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ai:${userId}`]);
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
