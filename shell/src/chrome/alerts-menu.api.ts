import {
  alertPaths,
  type AlertCheckAnswer,
  type AlertGetAnswer,
  type SuccessAnswer,
} from '@gramota/contracts';
import { api } from '@gramota/store';

/**
 * The top bar's alert calls (seed 000 §7; contract: packages/contracts alerts.ts). Marking seen
 * and hiding change the cached list at once and undo it if the server refuses; the next check
 * then answers 'update' (the fingerprint changed) and the list is read again.
 */
export const alertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    alertsGet: build.query<AlertGetAnswer, string>({
      query: (userKey) => alertPaths.get(userKey),
    }),
    alertsCheck: build.query<AlertCheckAnswer, string>({
      query: (md5) => alertPaths.check(md5),
    }),
    alertsMarkSeen: build.mutation<SuccessAnswer, { userKey: string }>({
      query: () => alertPaths.setPriority('2', '1'),
      async onQueryStarted({ userKey }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          alertsApi.util.updateQueryData('alertsGet', userKey, (answer) => {
            for (const alert of Object.values(answer.alerts))
              if (alert.priority === '2') alert.priority = '1';
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    alertHide: build.mutation<SuccessAnswer, { userKey: string; id: string }>({
      query: ({ id }) => alertPaths.hide(id),
      async onQueryStarted({ userKey, id }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          alertsApi.util.updateQueryData('alertsGet', userKey, (answer) => {
            delete answer.alerts[id];
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const {
  useAlertsGetQuery,
  useAlertsCheckQuery,
  useAlertsMarkSeenMutation,
  useAlertHideMutation,
} = alertsApi;
