import { compareBuilds, formatComparison, median } from '../src/compare-builds';
import type { LoadFigures } from '../src/result';

const run = (cpuMsPerAction: number) => ({ cpuMsPerAction, actionsPerSecond: 1000 }) as LoadFigures;

describe('comparing builds of our backend in one run', () => {
  it('takes the median of the rounds', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('measures the builds in turn, every round, and sets each median against the first build', async () => {
    const order: string[] = [];
    const cpu: Record<string, number[]> = { after: [1.0, 0.8, 0.9], before: [1.2, 1.0, 0.9] };
    const builds = [
      { label: 'after', script: 'a/main.js' },
      { label: 'before', script: 'b/main.js' },
    ];
    const figures = await compareBuilds(builds, 3, async (build, round) => {
      order.push(`${build.label} ${round}`);
      return run(cpu[build.label][round - 1]);
    });
    expect(order).toEqual(['after 1', 'before 1', 'after 2', 'before 2', 'after 3', 'before 3']);
    expect(figures.map((build) => [build.label, build.cpuMsPerAction])).toEqual([
      ['after', 0.9],
      ['before', 1.0],
    ]);
    expect(figures[1].againstFirst).toBeCloseTo(1.0 / 0.9);
    expect(formatComparison(figures)).toContain('before: server CPU 1.000 ms/action (median), 111.1% of after');
  });
});
