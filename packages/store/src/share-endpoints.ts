import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import {
  sharePaths,
  type ShareAddUserArgs,
  type ShareArea,
  type ShareDoneAnswer,
  type ShareSetTypeArgs,
  type ShareSetUserArgs,
  type ShareUsersAnswer,
} from '@gramota/contracts';
import type { ApiTag, baseQuery } from './api';

type BaseQuery = typeof baseQuery;
/** What the one api hands an area's `endpoints` when it injects them. */
type ApiBuilder = EndpointBuilder<BaseQuery, ApiTag, 'api'>;

/** The four share calls of every area that shares (sharePaths in the contract). */
export const SHARE_CALLS = ['GetUsers', 'SetType', 'AddUser', 'SetUser'] as const;
type ShareCall = (typeof SHARE_CALLS)[number];

/** An area's endpoint name of a share call ('storageShareGetUsers'): unique in the one api. */
export type ShareEndpointName<
  Area extends ShareArea,
  Call extends ShareCall = ShareCall,
> = `${Area}Share${Call}`;
export const shareEndpointName = <Area extends ShareArea, Call extends ShareCall>(
  area: Area,
  call: Call,
) => `${area}Share${call}` as ShareEndpointName<Area, Call>;

function definitions(build: ApiBuilder, area: ShareArea, tag: ApiTag) {
  const paths = sharePaths(area);
  return {
    GetUsers: build.query<ShareUsersAnswer, string>({
      query: (dataId) => paths.getUsers(dataId),
      providesTags: [tag],
    }),
    SetType: build.mutation<ShareDoneAnswer, ShareSetTypeArgs>({
      query: ({ dataId, type }) => paths.setType(dataId, type),
      invalidatesTags: [tag],
    }),
    AddUser: build.mutation<ShareDoneAnswer, ShareAddUserArgs>({
      query: ({ dataId, shareType, email, id }) => paths.addUser(dataId, shareType, { email, id }),
      invalidatesTags: [tag],
    }),
    SetUser: build.mutation<ShareDoneAnswer, ShareSetUserArgs>({
      query: ({ dataId, type, user }) => paths.setUser(dataId, type, user),
      invalidatesTags: [tag],
    }),
  } satisfies Record<ShareCall, unknown>;
}

type Definitions = ReturnType<typeof definitions>;
export type ShareEndpoints<Area extends ShareArea> = {
  [Call in ShareCall as ShareEndpointName<Area, Call>]: Definitions[Call];
};

/**
 * An area's share calls, spread among the endpoints it injects into the one api, named
 * `{area}Share{Call}`. The list they belong to is read again after each change: `tag` is the
 * area's ('Storage'), so the shared state shows on its screen at once.
 */
export function shareEndpoints<Area extends ShareArea>(
  build: ApiBuilder,
  area: Area,
  tag: ApiTag,
): ShareEndpoints<Area> {
  const made = definitions(build, area, tag);
  return Object.fromEntries(
    SHARE_CALLS.map((call) => [shareEndpointName(area, call), made[call]]),
  ) as ShareEndpoints<Area>;
}

/** The hooks RTK Query gives each share call. */
interface ShareCallHooks {
  GetUsers: { useQuery: TypedUseQuery<ShareUsersAnswer, string, BaseQuery> };
  SetType: { useMutation: TypedUseMutation<ShareDoneAnswer, ShareSetTypeArgs, BaseQuery> };
  AddUser: { useMutation: TypedUseMutation<ShareDoneAnswer, ShareAddUserArgs, BaseQuery> };
  SetUser: { useMutation: TypedUseMutation<ShareDoneAnswer, ShareSetUserArgs, BaseQuery> };
}

/**
 * The share hooks of an api holding an area's shareEndpoints, as the kit's ShareModal takes them
 * (ShareCalls in @gramota/ui).
 */
export function shareHooks<Area extends ShareArea>(
  injected: { endpoints: Record<ShareEndpointName<Area>, unknown> },
  area: Area,
) {
  const endpoints: Record<string, unknown> = injected.endpoints;
  const hooks = <Call extends ShareCall>(call: Call) =>
    endpoints[shareEndpointName(area, call)] as ShareCallHooks[Call];
  return {
    useGetUsers: (dataId: string, options: { skip: boolean }) =>
      hooks('GetUsers').useQuery(dataId, options),
    useSetType: hooks('SetType').useMutation,
    useAddUser: hooks('AddUser').useMutation,
    useSetUser: hooks('SetUser').useMutation,
  };
}
