import { readGameManifest } from '@tabletop/game-kit';
import manifestJson from './manifest.json';

/** This game's identity (manifest.json): the only place its route, names, seat counts and board are written. */
export const manifest = readGameManifest(manifestJson, 'manifest.json');
