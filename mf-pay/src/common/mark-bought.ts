import { api, type AppDispatch } from '@gramota/store';

/**
 * After a payment: the profile (PRO flags, licences) and the pwa-int prices are read again through
 * the shell's one store, so the chrome knows before the page reloads (seed 001 §4).
 */
export function markBought(dispatch: AppDispatch): void {
  dispatch(api.util.invalidateTags(['Profile', 'Licences', 'Pay']));
  void dispatch(api.endpoints.pwaInt.initiate(undefined, { forceRefetch: true, subscribe: false }));
}
