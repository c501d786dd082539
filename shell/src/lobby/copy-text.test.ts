import { copyText } from './copy-text';

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

function setExecCommand(result: boolean | Error) {
  const execCommand = jest.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

describe('copyText', () => {
  it('uses the Clipboard API when there is one', async () => {
    const writeText = jest.fn(async () => {});
    setClipboard({ writeText });
    const execCommand = setExecCommand(true);
    await expect(copyText('AB12')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('AB12');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to the copy command when the Clipboard API refuses', async () => {
    setClipboard({ writeText: jest.fn(async () => Promise.reject(new Error('NotAllowedError'))) });
    const execCommand = setExecCommand(true);
    await expect(copyText('AB12')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when there is no Clipboard API, and reports a failed copy', async () => {
    setClipboard(undefined);
    setExecCommand(false);
    await expect(copyText('AB12')).resolves.toBe(false);
    setExecCommand(new Error('not supported'));
    await expect(copyText('AB12')).resolves.toBe(false);
  });
});
