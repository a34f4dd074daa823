// Documents' own thumbnails, drawn by the render engine (issue 6): doc-thum (docs module) shows
// them once made, and the template's picture until then.
export { DocThumbnails, type DocThumbnailsOptions } from './doc-thumbnails.service';
export { thumbnailAccountFiles } from './thumbnail-account-files';
