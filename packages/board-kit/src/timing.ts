/** Clicks within this many milliseconds of the last one are ignored (spec §5, §9). */
export const CLICK_DEBOUNCE_MS = 250;
/** How long an illegal click's cell shows as unclickable (spec §5, §9). */
export const UNCLICKABLE_FLASH_MS = 1000;
/** How long a refused action's message stays on screen. */
export const ACTION_FAILURE_MS = 2500;
