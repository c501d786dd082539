/** JSON over HTTP with a bounded wait; a non-2xx answer is an error that names the call. */
export async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** GET JSON with a bounded wait; undefined for 204 No Content; a non-2xx answer is an error that names the call. */
export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T | undefined> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : ((await response.json()) as T);
}
