/** A short two-note chime made with the Web Audio API: no sound file to load. */
const NOTES = [
  { frequency: 660, start: 0 },
  { frequency: 880, start: 0.14 },
];
const NOTE_SECONDS = 0.18;
const VOLUME = 0.15;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return null;
  context = new Context();
  return context;
}

/**
 * Plays the chime. A browser lets a page make sound only once the player has interacted with it; until then the
 * context stays suspended and this is silent, which is all we can do.
 */
export async function playTurnSound(): Promise<void> {
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') await audio.resume();
  const now = audio.currentTime;
  for (const { frequency, start } of NOTES) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // A quick rise and an exponential fade: no click at either end.
    gain.gain.setValueAtTime(0.0001, now + start);
    gain.gain.exponentialRampToValueAtTime(VOLUME, now + start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + start + NOTE_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now + start);
    oscillator.stop(now + start + NOTE_SECONDS);
  }
}
