/** The Google client id baked in at build time; the Google button shows only when there is one. */
export const GOOGLE_CLIENT_ID: string = process.env.GOOGLE_CLIENT_ID ?? '';
