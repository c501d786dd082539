import { useEffect, useState } from 'react';
import { fetchGoogleSignInOptions, GOOGLE_OFF, type GoogleSignInOptions } from '../auth/auth-api';

/** How the server offers Google sign-in once known; off until then, and for good when Google is not configured. */
export function useGoogleSignInOptions(): GoogleSignInOptions {
  const [options, setOptions] = useState<GoogleSignInOptions>(GOOGLE_OFF);
  useEffect(() => {
    let current = true;
    void fetchGoogleSignInOptions().then((read) => {
      if (current) setOptions(read);
    });
    return () => {
      current = false;
    };
  }, []);
  return options;
}
