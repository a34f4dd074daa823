import { applyFieldValuesToHtml } from '@gramota/doc-content';
import type { DocRenderSource, TemplateLookup } from '../docs';
import { isVerifyPlace } from '@gramota/contracts';
import type { RenderInput, VerifyMark } from '../render';
import { verifyPaths } from '../verification';
import type { CreatorJob } from './creator-job.entity';
import type { CreatorDocs } from './creator.service';
import type { JobSource } from './job-runner';

/** A doc ready to render: what the engine draws, and the doc as it was read. */
export interface DocToRender {
  doc: DocRenderSource;
  input: RenderInput;
}

/**
 * A doc's render input: its own text, font, margins and format (docs module), the template's
 * background and movable title picture as they are now (templates module). Null when the doc is
 * not the account's (or gone). Shared by the creator's jobs and the documents' thumbnails.
 */
export function docRenderInput(docs: CreatorDocs, templates: TemplateLookup) {
  return async (userId: string, docId: number): Promise<DocToRender | null> => {
    const doc = await docs.renderSource(userId, docId);
    if (!doc) return null;
    const template = await templates.templateSet(doc.templateId);
    const gallery = template?.title_movable_gallery
      ? template.title_movable_gallery.split(';;')
      : [];
    const title = template?.is_title_movable === '1' ? gallery[doc.titleIndex] : undefined;
    return {
      doc,
      input: {
        userId,
        docId: doc.id,
        // Fields mode keeps `%id%` in the text; the file shows the values, as the editor does.
        html: doc.fieldsMode ? applyFieldValuesToHtml(doc.content, doc.fieldValues) : doc.content,
        font: doc.font,
        padding: doc.padding,
        format: doc.format,
        background: template?.img_redactor || null,
        titlePicture: title
          ? { src: title, titlesFloat: doc.titlesFloat, titlesMargin: doc.titlesMargin }
          : null,
        // The PDF's Title is the doc's name, its language the template's (issue 30 item 12).
        meta: { title: doc.name, language: template?.lng ?? null },
      },
    };
  };
}

/**
 * The ID and QR code a verifiable job's file prints (issue 35): the address is the site's own
 * (publicUrl), so a phone reading the paper opens the public page.
 */
export function verifyMarkOf(job: CreatorJob, publicUrl: string): VerifyMark | undefined {
  if (!job.verifyId) return undefined;
  return {
    id: job.verifyId,
    url: `${publicUrl.replace(/\/+$/, '')}${verifyPaths.page(job.verifyId)}`,
    place: isVerifyPlace(job.verifyPlace) ? job.verifyPlace : 'bottom-right',
    qr: job.verifyQr,
  };
}

/** A creator job's render input (see docRenderInput). */
export function jobSource(
  docs: CreatorDocs,
  templates: TemplateLookup,
  publicUrl: string,
): JobSource {
  const inputOf = docRenderInput(docs, templates);
  return async (job: CreatorJob) => {
    const found = await inputOf(job.userId, job.docId);
    if (!found) return { missing: 'The document was deleted' };
    // A mass run's row renders the text the table filled when the row was sent (its snapshot),
    // on the doc's page, and its file is named after the pupil.
    const name = job.title ?? found.doc.name;
    const input = {
      ...found.input,
      ...(typeof job.content === 'string' ? { html: job.content } : {}),
      meta: { ...found.input.meta, title: name },
      verifyMark: verifyMarkOf(job, publicUrl),
    };
    return { name, format: found.doc.format, input };
  };
}
