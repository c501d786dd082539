import { configure } from '@testing-library/react';

// A file's first render compiles the signed-in chunk (with the query library) on a cold cache: over a second on a busy
// two-core machine. findBy* and waitFor wait up to 3 s for it; a test that passes still finishes as soon as it can.
configure({ asyncUtilTimeout: 3000 });
