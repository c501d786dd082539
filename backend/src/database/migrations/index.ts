import { InitialSchema1763780000000 } from './1763780000000-InitialSchema';
import { Accounts1795319180000 } from './1795319180000-Accounts';

/** Every migration, oldest first. */
export const MIGRATIONS = [InitialSchema1763780000000, Accounts1795319180000];
