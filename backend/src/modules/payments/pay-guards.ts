import { requirePermission } from '../access';
import { requireLogin } from '../auth';
import { payError } from './pay-errors';

/** Money needs a registered person: 401 login_required 'Log in to pay!' (seed 001 §6). */
export const requirePayLogin = requireLogin(payError);

/** The pay page of an account: its owner, or a colleague switched in with pay_full. */
export const payFull = requirePermission('pay_full');
