/**
 * `--against=DIR`: the saturated shape on our server as built in backend/dist and as built in each other folder, in
 * turns (every build once a round, a fresh server and an empty database each time), so that a change's cost is
 * measured in one run, under the same load on the machine, and not across runs.
 */
import type { LoadFigures } from './result';

export interface Build {
  /** How the report names it: its folder, relative to the repository. */
  label: string;
  /** Its main.js. */
  script: string;
}

export interface BuildFigures {
  label: string;
  /** Each round's saturated figures, in order. */
  rounds: LoadFigures[];
  /** The median of the rounds' server CPU per action, in ms. */
  cpuMsPerAction: number;
  /** That median against the first build's (backend/dist). */
  againstFirst: number;
}

/** The median of a few values (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `measure` for every build in every round, the builds in turn; the medians side by side. */
export async function compareBuilds(
  builds: readonly Build[],
  rounds: number,
  measure: (build: Build, round: number) => Promise<LoadFigures>,
): Promise<BuildFigures[]> {
  const figures = builds.map(() => [] as LoadFigures[]);
  for (let round = 1; round <= rounds; round++)
    for (const [index, build] of builds.entries()) figures[index].push(await measure(build, round));
  const medians = figures.map((runs) => median(runs.map((run) => run.cpuMsPerAction)));
  return builds.map((build, index) => ({
    label: build.label,
    rounds: figures[index],
    cpuMsPerAction: medians[index],
    againstFirst: medians[index] / medians[0],
  }));
}

/** One line per build: its median CPU per action, against the first build, and each round's. */
export function formatComparison(figures: readonly BuildFigures[]): string {
  return figures
    .map(
      (build) =>
        `${build.label}: server CPU ${build.cpuMsPerAction.toFixed(3)} ms/action (median), ` +
        `${(build.againstFirst * 100).toFixed(1)}% of ${figures[0].label}; rounds ` +
        build.rounds.map((run) => `${run.cpuMsPerAction.toFixed(3)} (${run.actionsPerSecond.toFixed(0)}/s)`).join(', '),
    )
    .join('\n');
}
