/** Clicks within this many milliseconds of the last one are ignored: a double click makes one move. */
export const CLICK_DEBOUNCE_MS = 250;
/** How long an illegal click's cell shows as unclickable. */
export const UNCLICKABLE_FLASH_MS = 1000;
/** How long a refused action's message stays on screen. */
export const ACTION_FAILURE_MS = 2500;
