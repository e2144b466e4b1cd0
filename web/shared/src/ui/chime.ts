// A short two-tone chime for news a person must not miss (a new kitchen ticket, a new online
// order), made with WebAudio: no sound file to load.
export function playChime(audio: AudioContext): void {
  const start = audio.currentTime;
  [880, 1320].forEach((frequency, i) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    const at = start + i * 0.18;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    tone.connect(gain).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.32);
  });
}
