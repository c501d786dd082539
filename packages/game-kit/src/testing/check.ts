/**
 * Throws with a description when the condition fails: a plain check for property tests, where jest's expect is too
 * slow for the number of calls. The description is only built on failure.
 */
export function check(condition: boolean, describe: () => string): void {
  if (!condition) throw new Error(describe());
}
