import { useContext, type Context } from 'react';

export const OUTSIDE_PROVIDER_MESSAGE = 'UseContext must be used within correct Provider';

/** Reads a context whose default is null, failing loudly when no provider is above the caller. */
export function useRequiredContext<T>(context: Context<T | null>): T {
  const value = useContext(context);
  if (value === null) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return value;
}
