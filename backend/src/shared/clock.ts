/**
 * "Now" for code that keeps time (sessions, one-time codes, rate limits, licences). Injected so
 * tests move time forward instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
