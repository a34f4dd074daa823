import path from 'node:path';

/**
 * This file sits at backend/src/paths.ts in development and backend/dist/paths.js when built, so
 * the same relative steps find the backend package and the repository root in both cases.
 */
export const BACKEND_DIR = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
