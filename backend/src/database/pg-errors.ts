/** The PostgreSQL error for a unique-constraint violation, and which constraint/index it was. */
export function uniqueViolation(error: unknown): string | null {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } })?.driverError ?? error;
  const { code, constraint } = (driverError ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? 'unknown') : null;
}
