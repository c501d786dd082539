import { chunk } from './async/chunk';

/** Every signed-in page (SignedInRoutes.tsx): routed by AppRoutes, loaded at startup for a signed-in user. */
export const signedInRoutes = chunk(() => import('./SignedInRoutes'));
