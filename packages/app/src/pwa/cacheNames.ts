/**
 * The names of what the app keeps in Cache Storage, shared by the service worker's
 * build options (pwaOptions.ts) and the page (memberData.ts).
 */

/** Every cache the service worker makes starts with this (`routebook-precache-v2-…`). */
export const CACHE_ID = 'routebook';
/** config.json's last answer, for starting without the network (network first, always). */
export const CONFIG_CACHE = `${CACHE_ID}-config`;
/** Member data for offline reading: `routebook-member-<id>-<what>`, cleared at logout. */
export const MEMBER_CACHE_PREFIX = `${CACHE_ID}-member-`;
