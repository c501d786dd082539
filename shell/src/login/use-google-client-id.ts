import { useEffect, useState } from 'react';
import { fetchGoogleClientId } from '../auth/auth-api';

/** The server's Google client id once known; null until then, and for good when Google is not configured. */
export function useGoogleClientId(): string | null {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void fetchGoogleClientId().then((id) => {
      if (current) setClientId(id);
    });
    return () => {
      current = false;
    };
  }, []);
  return clientId;
}
