import { drivePaths, type DriveGroupAnswer } from '@gramota/contracts';
import { api } from '@gramota/store';

/** The group page's data (contract: packages/contracts drive.ts). */
export const driveGroupApi = api.injectEndpoints({
  endpoints: (build) => ({
    driveGroup: build.query<DriveGroupAnswer, { key: string; groupId: string }>({
      query: ({ key, groupId }) => drivePaths.group(key, groupId),
    }),
  }),
});

export const { useDriveGroupQuery } = driveGroupApi;
