import { gzipSync } from 'node:zlib';

/** Bytes after gzip at level 9, as bundle-size tools count them. */
export const gzipSize = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length;
