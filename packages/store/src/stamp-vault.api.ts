import {
  stampVaultPaths,
  type AuditLogAnswer,
  type AuditLogQuery,
  type StampPlacement,
  type StampRequestDecision,
  type StampRequestInfo,
  type StampRequestsAnswer,
  type StampVaultAnswer,
} from '@gramota/contracts';
import { api } from './api';

const vaultBase = api.enhanceEndpoints({ addTagTypes: ['StampVault', 'AuditLog'] });

/**
 * The school's stamp and signature vault (issue 37; contracts stampVaultPaths): the stamps with
 * who may place them, requests to place one on a document and their answers, and the owner's
 * audit log. An answer changes what the editor's stamp dialog offers ('Stamps').
 */
export const stampVaultApi = vaultBase.injectEndpoints({
  endpoints: (build) => ({
    stampVault: build.query<StampVaultAnswer, void>({
      query: () => stampVaultPaths.vault,
      providesTags: ['StampVault'],
    }),
    setStampRule: build.mutation<
      unknown,
      { stampId: string; placement: StampPlacement; chosen: string[] }
    >({
      query: ({ stampId, placement, chosen }) => ({
        url: stampVaultPaths.rule(stampId),
        method: 'POST',
        body: { placement, chosen: chosen.join(',') },
      }),
      invalidatesTags: ['StampVault', 'Stamps', 'AuditLog'],
    }),
    stampRequests: build.query<StampRequestsAnswer, void>({
      query: () => stampVaultPaths.requests,
      providesTags: ['StampVault'],
    }),
    requestStamp: build.mutation<
      { request: StampRequestInfo },
      { stampId: string; docId: string; note: string }
    >({
      query: ({ stampId, docId, note }) => ({
        url: stampVaultPaths.requests,
        method: 'POST',
        body: { stamp_id: stampId, doc_id: docId, note },
      }),
      invalidatesTags: ['StampVault', 'AuditLog'],
    }),
    decideStampRequest: build.mutation<
      { request: StampRequestInfo },
      { id: string; decision: StampRequestDecision }
    >({
      query: ({ id, decision }) => ({
        url: stampVaultPaths.decide(id),
        method: 'POST',
        body: { decision },
      }),
      invalidatesTags: ['StampVault', 'Stamps', 'AuditLog'],
    }),
    auditLog: build.query<AuditLogAnswer, AuditLogQuery>({
      query: (filters) => stampVaultPaths.auditLog(filters),
      providesTags: ['AuditLog'],
    }),
  }),
});

export const {
  useStampVaultQuery,
  useSetStampRuleMutation,
  useStampRequestsQuery,
  useRequestStampMutation,
  useDecideStampRequestMutation,
  useAuditLogQuery,
} = stampVaultApi;
