import { addDays, isDay, weekStartOf } from '@routebook/schema';
import { deviceWallClock } from '../JobDetail/deviceTime';

/** Today on this device, 'YYYY-MM-DD' (clock-ins are filed under the device's day). */
export const todayOnDevice = (now = new Date()): string => deviceWallClock(now).slice(0, 10);

/**
 * The week a time-sheet URL asks for: `?week=YYYY-MM-DD` (any day of it), else this week. Weeks
 * run Monday to Sunday; `to` is the Sunday, inclusive.
 */
export function weekOf(
  url: string,
  now = new Date(),
): { weekStart: string; from: string; to: string } {
  const asked = new URL(url).searchParams.get('week') ?? '';
  const weekStart = weekStartOf(isDay(asked) ? asked : todayOnDevice(now));
  return { weekStart, from: weekStart, to: addDays(weekStart, 6) };
}
