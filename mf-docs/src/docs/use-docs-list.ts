import { api } from '@gramota/store';
import { useFileListState } from '@gramota/ui';
import { docsQuery, type DocsRoute } from './docs-route';
import { useDocsGetQuery } from './docs.api';

/** What a route lists, from docs-get: a visitor's documents too (they are kept by user key). */
export function useDocsList(route: DocsRoute) {
  const session = api.useLoginCheckQuery().currentData;
  return useFileListState(useDocsGetQuery, docsQuery(route), {
    session,
    idle: {},
    forVisitors: true,
  });
}
