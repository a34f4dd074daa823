// Leases for periodic work (issue 33): what runs once a period across all instances.
export { PeriodicLease } from './periodic-lease.entity';
export { INSTANCE_NAME, PeriodicLeases } from './periodic-leases';
