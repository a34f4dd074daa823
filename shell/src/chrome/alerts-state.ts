import { useCallback, useEffect, useMemo } from 'react';
import { ALERT_POLL_MS, type AlertItem } from '@gramota/contracts';
import { useUserKey } from '@gramota/shell-api';
import {
  useAlertHideMutation,
  useAlertsCheckQuery,
  useAlertsGetQuery,
  useAlertsMarkSeenMutation,
} from './alerts-menu.api';

export interface AlertsState {
  /** Newest first. */
  alerts: AlertItem[];
  /** Called when the dropdown opens: its '2' alerts become '1'. */
  markSeen(): void;
  hide(id: string): void;
}

/**
 * The account's alerts, kept current: a check every 10 s (seed 000 §9) reloads the list when
 * the server says 'update'; a failed load is tried again every 10 s and hides nothing meanwhile.
 */
export function useAlerts(pollMs: number = ALERT_POLL_MS): AlertsState {
  // The key of the session's login-check answer, as every area reads it: a change of session
  // (log out, switch in) drops that answer first, so no call goes out with the previous key.
  const userKey = useUserKey();
  const list = useAlertsGetQuery(userKey ?? '', { skip: !userKey });
  const { refetch, isError } = list;
  useEffect(() => {
    if (!isError) return undefined;
    const retry = setTimeout(() => void refetch(), pollMs);
    return () => clearTimeout(retry);
  }, [isError, refetch, pollMs]);

  const md5 = list.data?.md5;
  const check = useAlertsCheckQuery(md5 ?? '', {
    skip: !md5,
    pollingInterval: pollMs,
    skipPollingIfUnfocused: false,
  });
  const changed = check.data?.result === 'update';
  useEffect(() => {
    if (changed) void refetch();
  }, [changed, check.fulfilledTimeStamp, refetch]);

  const [markSeenCall] = useAlertsMarkSeenMutation();
  const [hideCall] = useAlertHideMutation();
  const alerts = useMemo(
    () => Object.values(list.data?.alerts ?? {}).sort((a, b) => Number(b.id) - Number(a.id)),
    [list.data],
  );
  const hasSeenable = alerts.some((alert) => alert.priority === '2');
  const markSeen = useCallback(() => {
    if (userKey && hasSeenable) void markSeenCall({ userKey });
  }, [userKey, hasSeenable, markSeenCall]);
  const hide = useCallback(
    (id: string) => {
      if (userKey) void hideCall({ userKey, id });
    },
    [userKey, hideCall],
  );
  return { alerts, markSeen, hide };
}
