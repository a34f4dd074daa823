// The contract between the backend and every front end: paths, answer shapes, constants.
export * from './http';
export * from './api-paths';
export * from './app-paths';
export * from './answers';
export * from './settings';
export * from './profile';
export * from './permissions';
export * from './areas';
export * from './languages';
export * from './accounts';
export * from './templates';
export * from './docs';
export * from './redactor';
export * from './ready';
export * from './delivery';
export * from './embed';
export * from './embed.schemas';
