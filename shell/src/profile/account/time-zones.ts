/** The browser's IANA time zones, with the current one kept even if the browser lacks it ('UTC'). */
export function timeZoneChoices(current: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !zones.includes(current) ? [current, ...zones] : [...zones];
}
