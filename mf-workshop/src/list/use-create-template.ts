import { useCallback } from 'react';
import { pollCreateStatus, type CreateOutcome } from './create-status-poll';
import {
  useWorkshopListCreateMutation,
  useWorkshopListCreateStatusMutation,
  workshopListApi,
} from './workshop-list.api';
import { useAppDispatch } from '@gramota/store';

/**
 * Generates one template's page picture and thumbnail (create, then the status poll); once it is
 * ready the lists are read again, so the new thumbnail shows.
 */
export function useCreateTemplate(): (id: string) => Promise<CreateOutcome> {
  const [create] = useWorkshopListCreateMutation();
  const [status] = useWorkshopListCreateStatusMutation();
  const dispatch = useAppDispatch();
  return useCallback(
    async (id: string) => {
      const outcome = await pollCreateStatus(id, {
        create: (one) => create(one).unwrap(),
        status: (one) => status(one).unwrap(),
      });
      if (outcome.status === 'ready') dispatch(workshopListApi.util.invalidateTags(['Workshop']));
      return outcome;
    },
    [create, dispatch, status],
  );
}
