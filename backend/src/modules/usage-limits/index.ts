export { UsageEvent } from './usage-event.entity';
export { INSTALLATION, UsageLimits, type UsageRule, type UsageScope } from './usage-limits.service';
