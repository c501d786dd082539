/** The values of the named unlabelled metrics a server's GET /api/metrics reports (Prometheus text). */
export async function serverMetrics<Name extends string>(
  baseUrl: string,
  names: readonly Name[],
): Promise<Record<Name, number>> {
  const response = await fetch(`${baseUrl}/api/metrics`);
  if (!response.ok) throw new Error(`GET /api/metrics answered ${response.status}`);
  const lines = (await response.text()).split('\n');
  const value = (name: Name) => {
    const line = lines.find((row) => row.startsWith(`${name} `));
    if (!line) throw new Error(`GET /api/metrics has no ${name}`);
    return Number(line.slice(name.length + 1));
  };
  return Object.fromEntries(names.map((name) => [name, value(name)])) as Record<Name, number>;
}
