/** Short tones made with the Web Audio API: no sound file to load. */

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return null;
  context = new Context();
  return context;
}

export interface Tone {
  frequency: number;
  /** Seconds after the first tone's start. */
  start: number;
  seconds: number;
  volume: number;
}

/**
 * Plays the tones. A browser lets a page make sound only once the player has interacted with it; until then the
 * context stays suspended and this is silent, which is all we can do.
 */
export async function playTones(tones: readonly Tone[]): Promise<void> {
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') await audio.resume();
  const now = audio.currentTime;
  for (const { frequency, start, seconds, volume } of tones) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // A quick rise and an exponential fade: no click at either end.
    gain.gain.setValueAtTime(0.0001, now + start);
    gain.gain.exponentialRampToValueAtTime(volume, now + start + Math.min(0.02, seconds / 4));
    gain.gain.exponentialRampToValueAtTime(0.0001, now + start + seconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now + start);
    oscillator.stop(now + start + seconds);
  }
}
