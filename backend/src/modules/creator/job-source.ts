import type { TemplateLookup } from '../docs';
import type { CreatorJob } from './creator-job.entity';
import type { CreatorDocs } from './creator.service';
import type { JobSource } from './job-queue';

/**
 * A job's render input: the doc's own text, font, margins and format (docs module), the template's
 * background and movable title picture as they are now (templates module).
 */
export function jobSource(docs: CreatorDocs, templates: TemplateLookup): JobSource {
  return async (job: CreatorJob) => {
    const doc = await docs.renderSource(job.userId, job.docId);
    if (!doc) return { missing: 'The document was deleted' };
    const template = await templates.templateSet(doc.templateId);
    const gallery = template?.title_movable_gallery
      ? template.title_movable_gallery.split(';;')
      : [];
    const title = template?.is_title_movable === '1' ? gallery[doc.titleIndex] : undefined;
    return {
      name: doc.name,
      format: doc.format,
      input: {
        userId: job.userId,
        docId: doc.id,
        html: doc.content,
        font: doc.font,
        padding: doc.padding,
        format: doc.format,
        background: template?.img_redactor || null,
        titlePicture: title
          ? { src: title, titlesFloat: doc.titlesFloat, titlesMargin: doc.titlesMargin }
          : null,
      },
    };
  };
}
