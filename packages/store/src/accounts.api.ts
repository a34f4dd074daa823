import {
  accountPaths,
  type AccessGrantAnswer,
  type AccessListAnswer,
  type AccessSwitchAnswer,
  type LicencesAnswer,
  type LoginCheckEmailAnswer,
  type LoginProvidersAnswer,
  type LoginSuccessAnswer,
  type Permission,
  type StampKind,
  type StampsAnswer,
  type StampUploadAnswer,
  type SuccessAnswer,
  type UserpicAnswer,
} from '@gramota/contracts';
import { api } from './api';

interface EmailAndCode {
  email: string;
  code: string;
}

const post = <B>(url: string, body: B) => ({ url, method: 'POST', body });

/**
 * Login, registration, codes, password reset, profile pages and granted access (contract:
 * packages/contracts accounts.ts). Sign-in calls invalidate nothing: a changed session resets the
 * whole cache (see refreshSession).
 */
export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginCheckEmail: build.mutation<LoginCheckEmailAnswer, string>({
      query: (email) => ({ url: accountPaths.loginCheckEmail, params: { email } }),
    }),
    loginAuth: build.mutation<LoginSuccessAnswer, { email: string; pwd: string }>({
      query: (body) => post(accountPaths.loginAuth, body),
    }),
    loginReg: build.mutation<LoginSuccessAnswer, { email: string; pwd: string; name?: string }>({
      query: (body) => post(accountPaths.loginReg, body),
    }),
    loginQuick: build.mutation<SuccessAnswer, { email: string }>({
      query: (body) => post(accountPaths.loginQuick, body),
    }),
    loginQuickAuth: build.mutation<LoginSuccessAnswer, EmailAndCode>({
      query: (body) => post(accountPaths.loginQuickAuth, body),
    }),
    loginNewPwd: build.mutation<SuccessAnswer, { email: string }>({
      query: (body) => post(accountPaths.loginNewPwd, body),
    }),
    loginNewPwdAuth: build.mutation<SuccessAnswer, EmailAndCode>({
      query: (body) => post(accountPaths.loginNewPwdAuth, body),
    }),
    loginNewPwdSetPwd: build.mutation<LoginSuccessAnswer, EmailAndCode & { pwd: string }>({
      query: (body) => post(accountPaths.loginNewPwdSetPwd, body),
    }),
    logout: build.mutation<SuccessAnswer, void>({
      query: () => accountPaths.logout,
    }),
    loginSetEmail: build.mutation<SuccessAnswer, { email: string }>({
      query: (body) => post(accountPaths.loginSetEmail, body),
      invalidatesTags: ['Profile'],
    }),
    loginProviders: build.query<LoginProvidersAnswer, void>({
      query: () => accountPaths.loginProviders,
      providesTags: ['LoginProviders'],
    }),
    profileOauthDisconnect: build.mutation<SuccessAnswer, { provider: string }>({
      query: (body) => post(accountPaths.profileOauthDisconnect, body),
      invalidatesTags: ['Profile'],
    }),
    profileSet: build.mutation<SuccessAnswer, { name?: string; timezone?: string }>({
      query: (body) => post(accountPaths.profileSet, body),
      invalidatesTags: ['Profile'],
    }),
    profileUserpic: build.mutation<UserpicAnswer, File>({
      query: (file) => post(accountPaths.profileUserpic, formData({ file })),
      invalidatesTags: ['Profile'],
    }),
    profileLicences: build.query<LicencesAnswer, void>({
      query: () => accountPaths.profileLicences,
      providesTags: ['Licences'],
    }),
    profileStamps: build.query<StampsAnswer, void>({
      query: () => accountPaths.profileStamps,
      providesTags: ['Stamps'],
    }),
    profileStampUpload: build.mutation<
      StampUploadAnswer,
      { file: File; kind: StampKind; name?: string }
    >({
      query: (fields) => post(accountPaths.profileStampUpload, formData(fields)),
      invalidatesTags: ['Stamps'],
    }),
    /**
     * A stamp's picture is an /api call (it needs the anti-CSRF header and the owner's session), so
     * it is fetched here and shown through an object URL, released when the cache entry goes.
     */
    profileStampImage: build.query<string, string>({
      query: (url) => ({ url, responseHandler: (response) => response.blob() }),
      transformResponse: (blob: Blob) => URL.createObjectURL(blob),
      async onCacheEntryAdded(_url, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
    profileStampRemove: build.mutation<SuccessAnswer, { id: string }>({
      query: (body) => post(accountPaths.profileStampRemove, body),
      invalidatesTags: ['Stamps'],
    }),
    accessList: build.query<AccessListAnswer, void>({
      query: () => accountPaths.accessList,
      providesTags: ['AccessGrants'],
    }),
    accessGrant: build.mutation<
      AccessGrantAnswer,
      { user: string; permissions: readonly Permission[] }
    >({
      query: ({ user, permissions }) =>
        post(accountPaths.accessGrant, { user, permissions: permissions.join(',') }),
      invalidatesTags: ['AccessGrants'],
    }),
    accessUpdate: build.mutation<
      AccessGrantAnswer,
      { grantId: string; permissions: readonly Permission[] }
    >({
      query: ({ grantId, permissions }) =>
        post(accountPaths.accessUpdate, { grant_id: grantId, permissions: permissions.join(',') }),
      invalidatesTags: ['AccessGrants'],
    }),
    accessRevoke: build.mutation<SuccessAnswer, { grantId: string }>({
      query: ({ grantId }) => post(accountPaths.accessRevoke, { grant_id: grantId }),
      invalidatesTags: ['AccessGrants'],
    }),
    accessSwitch: build.mutation<AccessSwitchAnswer, { ownerId: string }>({
      query: ({ ownerId }) => post(accountPaths.accessSwitch, { owner_id: ownerId }),
    }),
    accessExit: build.mutation<SuccessAnswer, void>({
      query: () => post(accountPaths.accessExit, {}),
    }),
  }),
});

function formData(fields: Record<string, string | Blob | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') data.append(name, value);
  }
  return data;
}

export const {
  useLoginCheckEmailMutation,
  useLoginAuthMutation,
  useLoginRegMutation,
  useLoginQuickMutation,
  useLoginQuickAuthMutation,
  useLoginNewPwdMutation,
  useLoginNewPwdAuthMutation,
  useLoginNewPwdSetPwdMutation,
  useLogoutMutation,
  useLoginSetEmailMutation,
  useLoginProvidersQuery,
  useProfileOauthDisconnectMutation,
  useProfileSetMutation,
  useProfileUserpicMutation,
  useProfileLicencesQuery,
  useProfileStampsQuery,
  useProfileStampUploadMutation,
  useProfileStampImageQuery,
  useProfileStampRemoveMutation,
  useAccessListQuery,
  useAccessGrantMutation,
  useAccessUpdateMutation,
  useAccessRevokeMutation,
  useAccessSwitchMutation,
  useAccessExitMutation,
} = accountsApi;
