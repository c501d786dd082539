/** Google Identity Services, loaded from Google only when someone chooses to sign in with it. */
export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The parts of `google.accounts.id` used here (https://developers.google.com/identity/gsi/web/reference/js-reference). */
export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback(response: { credential?: string }): void;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

export interface PromptMoment {
  isSkippedMoment?(): boolean;
  isNotDisplayed?(): boolean;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | null = null;

/** Adds Google's script once per page, when first needed. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    const script = document.createElement('script');
    const load = new Promise<GoogleIdentity>((resolve, reject) => {
      script.src = GIS_SCRIPT_URL;
      script.async = true;
      script.onload = () => {
        const identity = window.google?.accounts?.id;
        if (identity) resolve(identity);
        else reject(new Error('Google sign-in did not start'));
      };
      script.onerror = () => reject(new Error('Google sign-in could not load'));
    });
    loading = load;
    // Once loaded, window.google answers; a failed load is forgotten so the next click tries again.
    load.then(
      () => (loading = null),
      () => {
        loading = null;
        script.remove();
      },
    );
    document.head.append(script);
  }
  return loading;
}

/** Where credentials go: the latest caller. GIS is initialised once per client id, not once per click. */
let deliver: ((credential: string) => void) | null = null;
const initialised = new WeakMap<GoogleIdentity, string>();

export interface GoogleSignInRequest {
  clientId: string;
  onCredential(credential: string): void;
  /** Where Google's own button goes when its one-tap prompt is not shown (closed before, or blocked). */
  fallbackButton: HTMLElement | null;
}

/**
 * Opens Google's sign-in prompt. The ID token it returns is handed to onCredential, for the server to check.
 * Rejects when Google's script cannot load.
 */
export async function openGoogleSignIn({ clientId, onCredential, fallbackButton }: GoogleSignInRequest): Promise<void> {
  const identity = await loadGoogleIdentity();
  deliver = onCredential;
  if (initialised.get(identity) !== clientId) {
    identity.initialize({
      client_id: clientId,
      callback: ({ credential }) => {
        if (credential) deliver?.(credential);
      },
      use_fedcm_for_prompt: true,
    });
    initialised.set(identity, clientId);
  }
  identity.prompt((moment) => {
    if ((moment.isSkippedMoment?.() || moment.isNotDisplayed?.()) && fallbackButton) {
      identity.renderButton(fallbackButton, { type: 'standard', shape: 'pill', text: 'signin_with' });
    }
  });
}
