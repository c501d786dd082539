/**
 * Marks a request as the shell's own. The server refuses a browser's sign-in, renewal or logout without it: an HTML
 * form on another site cannot send a header, and another site's script cannot send this one past CORS.
 */
export const SAME_SITE_HEADERS: Readonly<Record<string, string>> = { 'X-Requested-With': 'tabletop' };
