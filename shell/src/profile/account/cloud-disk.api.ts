import {
  deliveryPaths,
  type SuccessAnswer,
  type YadiskConnectStartAnswer,
  type YadiskConnectStatusAnswer,
} from '@gramota/contracts';
import { api } from '@gramota/store';

/** The profile's cloud disk card (seed 001 §7 yadisk-*): status, connect popup, disconnect. */
export const cloudDiskApi = api.injectEndpoints({
  endpoints: (build) => ({
    cloudDiskStatus: build.query<YadiskConnectStatusAnswer, void>({
      query: () => deliveryPaths.yadiskConnectStatus(),
      providesTags: ['Profile'],
    }),
    cloudDiskConnectStart: build.mutation<YadiskConnectStartAnswer, void>({
      query: () => deliveryPaths.yadiskConnectStart(),
    }),
    cloudDiskDisconnect: build.mutation<SuccessAnswer, void>({
      query: () => deliveryPaths.yadiskDisconnect(),
      // The card and the profile's yadisk flag read the server again.
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useCloudDiskStatusQuery,
  useCloudDiskConnectStartMutation,
  useCloudDiskDisconnectMutation,
} = cloudDiskApi;
