// The harness entry loads asynchronously so the federation runtime can set up the shared scope first.
import('./bootstrap');
