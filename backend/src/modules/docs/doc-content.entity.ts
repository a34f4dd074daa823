import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Doc } from './doc.entity';

/**
 * A document's text and fields (seed 001 §3 Document data: content, fields mode), one row per
 * Doc, kept apart so the lists never read them. Goes with its Doc when that is deleted.
 */
@Entity({ name: 'doc_contents' })
export class DocContent {
  @PrimaryColumn({ name: 'doc_id', type: 'integer' })
  docId!: number;

  @ManyToOne(() => Doc, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'doc_id', foreignKeyConstraintName: 'FK_doc_contents_doc_id' })
  doc?: Doc;

  /** Sanitized HTML (content-sanitizer.ts): made from `raw` once the editor has saved the doc. */
  @Column({ type: 'text' })
  content!: string;

  /**
   * The editor's content: JSON of DocRawContent (@gramota/doc-content), as parsed and written back
   * by doc-set. Null until the doc is first saved from the editor (and again after doc-clear).
   */
  @Column({ type: 'text', nullable: true })
  raw!: string | null;

  /** contracts TemplateField[] as JSON. */
  @Column({ type: 'text', default: '[]' })
  fields!: string;

  /** Field id → value, as JSON. */
  @Column({ name: 'field_values', type: 'text', default: '{}' })
  fieldValues!: string;
}
