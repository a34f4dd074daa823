import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A template of the starter catalogue (seed 001 §3 Template, Template set), loaded from
 * @gramota/template-artwork's dist/catalogue/catalogue.json at start. A template taken out of the catalogue stays as a row
 * with `available` false: documents made from it still find their background.
 */
@Entity({ name: 'templates' })
@Index('IDX_templates_available_lng', ['available', 'lng'])
export class Template {
  /** 'lng:id:index', e.g. 'ru:101:0'. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'varchar', length: 8 })
  lng!: string;

  /** Document type letter: g, d, c, b, s, p, o or i. */
  @Column({ type: 'varchar', length: 1 })
  category!: string;

  /** Gallery groups joined by commas. */
  @Column({ type: 'varchar', length: 255 })
  groups!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** URL slug of the name. */
  @Column({ type: 'varchar', length: 200 })
  tname!: string;

  @Column({ type: 'varchar', length: 16 })
  format!: string;

  @Column({ type: 'boolean', default: false })
  pro!: boolean;

  /** Lowercase ISO 3166-2 code for region templates. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  region!: string | null;

  /** Gallery order. */
  @Column({ type: 'integer', default: 0 })
  sort!: number;

  /** The default title text. */
  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 100 })
  font!: string;

  /** 'top right bottom left' in px at the 800 px page width. */
  @Column({ type: 'varchar', length: 64 })
  padding!: string;

  @Column({ type: 'text' })
  content!: string;

  /** Fields mode: contracts TemplateField[] as JSON. */
  @Column({ type: 'text', default: '[]' })
  fields!: string;

  /** File names in the rendered catalogue folder (served at /data/templates/). */
  @Column({ type: 'varchar', length: 200 })
  background!: string;

  @Column({ type: 'varchar', length: 200 })
  thumbnail!: string;

  /** Title image file names joined by ';;' ('' when the title is text in the content). */
  @Column({ name: 'title_gallery', type: 'text', default: '' })
  titleGallery!: string;

  @Column({ name: 'title_index', type: 'integer', default: 0 })
  titleIndex!: number;

  /** Top of the movable title image, px; null without one. */
  @Column({ name: 'titles_margin', type: 'integer', nullable: true })
  titlesMargin!: number | null;

  @Column({ type: 'boolean', default: true })
  available!: boolean;

  /** The manifest row's hash: the start-up sync rewrites a row only when it changed. */
  @Column({ name: 'catalogue_hash', type: 'varchar', length: 64 })
  catalogueHash!: string;

  @Column({ name: 'updated_at', type: Date })
  updatedAt!: Date;
}
