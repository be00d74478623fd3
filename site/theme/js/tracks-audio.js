// Plays guitar tablature with Web Audio, each note a plucked string made by Karplus-Strong
// synthesis (a burst of noise fed round a delay line one period long, averaged as it goes,
// so it rings at the string's pitch and fades like a string). No samples to download.

const STEP = 0.3; // seconds per tablature column: the pace of an unhurried arpeggio
const RING = 2.5; // seconds each string rings
const DECAY = 0.996; // how much of the wave survives each trip round the string

export class TabPlayer {
  constructor() {
    this.context = null;
    this.strings = new Map(); // MIDI note -> its rendered pluck, made once
    this.playing = null;
  }

  /** Play [[column, string, fret]] notes; `openStrings` are the MIDI notes of the open strings. */
  play(notes, openStrings, onChange) {
    this.stop();
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) throw new Error("it has no Web Audio");
    this.context ||= new Context();
    const audio = this.context;
    audio.resume?.(); // browsers start a context suspended until a click allows sound
    const out = audio.createGain();
    out.gain.value = 0.35; // two strings at once must not clip
    out.connect(audio.destination);
    const columns = notes.map(([column]) => column);
    const first = Math.min(...columns), last = Math.max(...columns);
    const begin = audio.currentTime + 0.05;
    const sources = notes.map(([column, string, fret]) => {
      const source = audio.createBufferSource();
      source.buffer = this.pluck(openStrings[string] + fret);
      source.connect(out);
      source.start(begin + (column - first) * STEP);
      return source;
    });
    const timer = setTimeout(() => this.stop(), ((last - first) * STEP + RING) * 1000);
    this.playing = { sources, out, timer, onChange };
    onChange(true);
  }

  stop() {
    const playing = this.playing;
    if (!playing) return;
    this.playing = null;
    clearTimeout(playing.timer);
    for (const source of playing.sources) source.stop();
    playing.out.disconnect();
    playing.onChange(false);
  }

  /** One plucked string at a MIDI note, as an AudioBuffer. */
  pluck(midi) {
    if (this.strings.has(midi)) return this.strings.get(midi);
    const rate = this.context.sampleRate;
    const period = Math.max(2, Math.round(rate / (440 * 2 ** ((midi - 69) / 12))));
    const buffer = this.context.createBuffer(1, Math.round(rate * RING), rate);
    const wave = buffer.getChannelData(0);
    for (let i = 0; i < period; i++) wave[i] = Math.random() * 2 - 1;
    for (let i = period; i < wave.length; i++) wave[i] = DECAY * 0.5 * (wave[i - period] + wave[i - period + 1]);
    this.strings.set(midi, buffer);
    return buffer;
  }
}
