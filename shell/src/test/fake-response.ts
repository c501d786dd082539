const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** The part of a fetch Response the API client reads (jsdom has no Response). */
export function fakeResponse(
  status: number,
  body?: unknown,
  statusText = STATUS_TEXT[status] ?? '',
  headers: Record<string, string> = {},
) {
  const named = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => named.get(name.toLowerCase()) ?? null },
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}
