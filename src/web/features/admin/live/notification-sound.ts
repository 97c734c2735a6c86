/**
 * A new order "tries to play a notification sound, ignored if blocked". A short two-tone
 * beep made with the Web Audio API (no sound file to download). Browsers keep audio suspended until
 * the page has had a tap or a key press: `unlockSound` is called on the first one.
 */
let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (context) return context;
  const Ctor =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return undefined;
  try {
    context = new Ctor();
  } catch {
    return undefined;
  }
  return context;
}

export function unlockSound(): void {
  const ctx = audioContext();
  if (ctx?.state === 'suspended') ctx.resume().catch(() => {});
}

export function playNotificationSound(): void {
  try {
    const ctx = audioContext();
    if (!ctx) return;
    if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    const start = ctx.currentTime + 0.01;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(1320, start + 0.12);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.setValueAtTime(0.2, start + 0.22);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.32);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.34);
  } catch {
    // Blocked or unsupported: the toast is enough.
  }
}
