import {
  GIS_SCRIPT_URL,
  loadGoogleIdentity,
  openGoogleSignIn,
  type GoogleIdentity,
  type PromptMoment,
} from './google-identity';

/** A stand-in for google.accounts.id that remembers its callback and lets the test answer the prompt. */
function fakeGoogleIdentity(moment: PromptMoment = {}) {
  let callback: ((response: { credential?: string }) => void) | undefined;
  const identity = {
    initialize: jest.fn((config: Parameters<GoogleIdentity['initialize']>[0]) => (callback = config.callback)),
    prompt: jest.fn((listener?: (m: PromptMoment) => void) => listener?.(moment)),
    renderButton: jest.fn(),
  };
  const answer = (credential?: string) => callback?.({ credential });
  return { identity, answer };
}

afterEach(() => {
  delete window.google;
  document.head.innerHTML = '';
});

describe('loadGoogleIdentity', () => {
  it("adds Google's script once, and resolves when it has loaded", async () => {
    const first = loadGoogleIdentity();
    const second = loadGoogleIdentity();
    const scripts = document.head.querySelectorAll(`script[src="${GIS_SCRIPT_URL}"]`);
    expect(scripts).toHaveLength(1);
    const { identity } = fakeGoogleIdentity();
    window.google = { accounts: { id: identity } };
    scripts[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(identity);
    await expect(second).resolves.toBe(identity);
  });

  it('rejects when the script fails, and tries again on the next call', async () => {
    const failed = loadGoogleIdentity();
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Google sign-in could not load');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    void loadGoogleIdentity().catch(() => {});
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
  });

  it('uses Google when it is already on the page, adding no script', async () => {
    const { identity } = fakeGoogleIdentity();
    window.google = { accounts: { id: identity } };
    await expect(loadGoogleIdentity()).resolves.toBe(identity);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('openGoogleSignIn', () => {
  it('initialises with the client id, prompts, and hands over the credential', async () => {
    const { identity, answer } = fakeGoogleIdentity();
    window.google = { accounts: { id: identity } };
    const onCredential = jest.fn();
    await openGoogleSignIn({ clientId: 'client-1', onCredential, fallbackButton: null });
    expect(identity.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }));
    expect(identity.prompt).toHaveBeenCalled();
    answer('google-id-token');
    expect(onCredential).toHaveBeenCalledWith('google-id-token');
  });

  it('initialises once, and delivers to the latest caller', async () => {
    const { identity, answer } = fakeGoogleIdentity();
    window.google = { accounts: { id: identity } };
    const first = jest.fn();
    const second = jest.fn();
    await openGoogleSignIn({ clientId: 'client-1', onCredential: first, fallbackButton: null });
    await openGoogleSignIn({ clientId: 'client-1', onCredential: second, fallbackButton: null });
    answer('token');
    expect(identity.initialize).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('token');
  });

  it('ignores an answer without a credential', async () => {
    const { identity, answer } = fakeGoogleIdentity();
    window.google = { accounts: { id: identity } };
    const onCredential = jest.fn();
    await openGoogleSignIn({ clientId: 'client-1', onCredential, fallbackButton: null });
    answer(undefined);
    expect(onCredential).not.toHaveBeenCalled();
  });

  it("renders Google's own button when the prompt is skipped", async () => {
    const { identity } = fakeGoogleIdentity({ isSkippedMoment: () => true });
    window.google = { accounts: { id: identity } };
    const container = document.createElement('div');
    await openGoogleSignIn({ clientId: 'client-1', onCredential: jest.fn(), fallbackButton: container });
    expect(identity.renderButton).toHaveBeenCalledWith(container, expect.any(Object));
  });
});
