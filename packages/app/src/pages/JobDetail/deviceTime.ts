/*
 * A clock-in records the time of the tap on the device. JobTime keeps it twice: as the
 * device's wall-clock text 'YYYY-MM-DDTHH:mm' (shown as written) and as the instant (ISO 8601).
 */

const two = (n: number) => String(n).padStart(2, '0');

/** The device's local wall-clock time of `at`, e.g. '2026-11-02T09:05'. */
export function deviceWallClock(at: Date): string {
  return (
    `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}` +
    `T${two(at.getHours())}:${two(at.getMinutes())}`
  );
}

/** The instant of a wall-clock time on this device, or null for text that is not one. */
export function instantOfWallClock(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(text); // a date-time without an offset is read as local time
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The JobTime fields of a tap at `at`: clock in or clock out. */
export const tapFields = (at: Date) => ({
  wallClock: deviceWallClock(at),
  instant: at.toISOString(),
});
