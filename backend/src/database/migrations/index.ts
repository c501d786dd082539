import { InitialSchema1763780000000 } from './1763780000000-InitialSchema';

/** Every migration, oldest first. */
export const MIGRATIONS = [InitialSchema1763780000000];
