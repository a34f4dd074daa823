// The workshop's form uploads (seed 001 §7): template files, backgrounds and pictures. The
// workshop module mounts createWorkshopUploadRoutes with its UploadedTemplates (plan rule, the
// making of a template) and registers WorkshopUpload with the entities.
export { WorkshopUpload } from './workshop-upload.entity';
export {
  STORED_LONG_SIDE_MAX,
  UPLOAD_RATE,
  WorkshopUploadsService,
  type StoredPicture,
} from './workshop-uploads.service';
export {
  createWorkshopUploadRoutes,
  type WorkshopUploadRoutesDependencies,
} from './workshop-upload.routes';
export {
  templateNameOf,
  uploadedTemplateFormat,
  uploadedTemplateScene,
  type UploadedTemplates,
} from './uploaded-template';
export { looksLikeSvg } from './picture-sniffing';
export { uploadUserpic, type UserpicStore } from './uploaded-userpic';
