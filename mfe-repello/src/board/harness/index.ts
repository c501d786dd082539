// The harness page's entry: a plain app (no federation) playing the board on its rules, see bootstrap.tsx.
import './bootstrap';
