import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { UpstreamLanguage } from '@/lib/contract';

/**
 * The voice of the audio captcha (docs/decisions/0016-an-audio-captcha.md): speaks a number digit by digit,
 * in Mandarin or English, with the speed, pitch, pauses and a light noise drawn anew for each recording, as a
 * 16-bit mono WAV. Synchronous and CPU-bound (tens of milliseconds, several hundred for the engine's first
 * run), so airline-api calls it in a worker thread (captcha-audio.ts), never on its event loop.
 *
 * The synthesizer is eSpeak compiled to asm.js, as the npm package `mespeak` ships it: plain JavaScript, no
 * native build, no network, loaded by `require` in tsx, Jest and a worker alike. mespeak's own driver is
 * made for a browser page (it plays sound, and warns in Node) and keeps one engine for ever, whose in-memory
 * file system breaks after about 80 runs with a fatal V8 error that ends the process. This module drives the
 * engine itself and replaces it well before that.
 */

/** One engine: an Emscripten module of its time, with its own in-memory file system. */
type Engine = {
  FS: {
    root: { write: boolean; contents: Record<string, { contents: number[] } | undefined> };
    findObject(path: string): unknown;
    createPath(parent: string, path: string, canRead: boolean, canWrite: boolean): void;
    createDataFile(parent: string, name: string, data: number[], canRead: boolean, canWrite: boolean): void;
  };
  Module: { arguments: string[] };
  run(): void;
};
type VoiceFile = { voice_id: string; dict_id: string; dict: string; voice: string };
type ConfigFile = Record<'config' | 'phontab' | 'phonindex' | 'phondata' | 'intonations', string>;

const load = createRequire(__filename);
const ESpeak = load('mespeak/src/ESpeak.js') as new () => Engine;
const CONFIG = load('mespeak/src/mespeak_config.json') as ConfigFile;
/** The eSpeak voice of each answer language. Its Mandarin reads single digits with their tones. */
const VOICES: Record<UpstreamLanguage, VoiceFile> = {
  zh_CN: load('mespeak/voices/zh.json') as VoiceFile,
  en_US: load('mespeak/voices/en/en-us.json') as VoiceFile,
};

const DATA_DIR = '/espeak/espeak-data';
const bytes = (base64: string) => Array.from(Buffer.from(base64, 'base64'));
/** The engine's files (data, dictionaries, voices), decoded once and copied into each new engine. */
const FILES: [dir: string, name: string, data: number[]][] = [
  ...(['config', 'phontab', 'phonindex', 'phondata', 'intonations'] as const).map(
    (name) => [DATA_DIR, name, bytes(CONFIG[name])] as [string, string, number[]],
  ),
  ...Object.values(VOICES).flatMap((voice): [string, string, number[]][] => {
    const parts = voice.voice_id.split('/');
    const dir = [`${DATA_DIR}/voices`, ...parts.slice(0, -1)].join('/');
    return [
      [DATA_DIR, voice.dict_id, bytes(voice.dict)],
      [dir, parts.at(-1) ?? voice.voice_id, bytes(voice.voice)],
    ];
  }),
];

/** mespeak's file system fails at about the 80th run of one engine; a new one is made long before. */
const RUNS_PER_ENGINE = 32;
let engine: Engine | null = null;
let runs = 0;

function freshEngine(): Engine {
  const made = new ESpeak();
  for (const [dir, name, data] of FILES) {
    if (!made.FS.findObject(dir)) made.FS.createPath('/', dir.slice(1), true, true);
    made.FS.createDataFile(dir, name, data, true, false);
  }
  made.FS.root.write = true; // the WAV is written at the root
  return made;
}

/** eSpeak's WAV of one text: 16-bit mono PCM samples at the engine's rate. */
function synthesize(text: string, voice: VoiceFile, speed: number, pitch: number): { rate: number; pcm: Int16Array } {
  if (!engine || runs >= RUNS_PER_ENGINE) {
    engine = freshEngine();
    runs = 0;
  }
  runs += 1;
  engine.Module.arguments = [
    ...['-w', 'speech.wav', '-a', '100', '-g', '0', '-b', '1'],
    ...['-s', String(speed), '-p', String(pitch), '-v', voice.voice_id, '--path=/espeak', text],
  ];
  engine.run();
  const file = engine.FS.root.contents['speech.wav'];
  if (!file) throw new Error('eSpeak wrote no audio');
  const wav = Buffer.from(file.contents.map((b) => b & 0xff)); // the old file system keeps signed bytes
  file.contents.length = 0;
  return readWav(wav);
}

function readWav(wav: Buffer): { rate: number; pcm: Int16Array } {
  if (wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE')
    throw new Error('eSpeak wrote no WAV');
  const rate = wav.readUInt32LE(24);
  let at = 12;
  while (at + 8 <= wav.length) {
    const id = wav.toString('latin1', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'data') {
      const end = Math.min(wav.length, at + 8 + size);
      const pcm = new Int16Array(Math.floor((end - at - 8) / 2));
      for (let i = 0; i < pcm.length; i += 1) pcm[i] = wav.readInt16LE(at + 8 + 2 * i);
      return { rate, pcm };
    }
    at += 8 + size;
  }
  throw new Error('eSpeak wrote a WAV without samples');
}

/** The speech without the silence eSpeak puts before and after it. */
function trimmed(pcm: Int16Array, floor = 300): Int16Array {
  let start = 0;
  let end = pcm.length;
  while (start < end && Math.abs(pcm[start] ?? 0) < floor) start += 1;
  while (end > start && Math.abs(pcm[end - 1] ?? 0) < floor) end -= 1;
  return pcm.subarray(start, end);
}

/** A fast PRNG for the noise (one value per sample), seeded from the system's randomness per recording. */
function noiseSource(): () => number {
  let state = randomBytes(4).readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

export function wavFile(pcm: Int16Array, rate: number): Buffer {
  const out = Buffer.alloc(44 + pcm.length * 2);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + pcm.length * 2, 4);
  out.write('WAVEfmt ', 8, 'latin1');
  out.writeUInt32LE(16, 16); // PCM format chunk
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(pcm.length * 2, 40);
  for (let i = 0; i < pcm.length; i += 1) out.writeInt16LE(pcm[i] ?? 0, 44 + 2 * i);
  return out;
}

/** What one recording may say: the notch's whole percent, 25–90, or any 1–3 digits. */
export const SPOKEN_DIGITS = /^\d{1,3}$/;

/**
 * A recording of `digits` read one by one in the language: after a short silence, each digit with its own
 * speed and pitch around the recording's, separated by pauses of their own, under a light hiss and hum.
 * Two recordings of the same number differ throughout, and in length.
 */
export function speakDigits(digits: string, language: UpstreamLanguage): Buffer {
  if (!SPOKEN_DIGITS.test(digits)) throw new Error('only 1 to 3 digits are spoken');
  const voice = VOICES[language];
  const speed = randomInt(130, 166); // words a minute
  const pitch = randomInt(35, 66); // 0–99, eSpeak's default 50
  const said = [...digits].map((digit) =>
    synthesize(digit, voice, speed + randomInt(-8, 9), Math.min(99, Math.max(0, pitch + randomInt(-6, 7)))),
  );
  const rate = said[0]?.rate ?? 22_050;
  const ms = (from: number, to: number) => Math.round((randomInt(from, to) * rate) / 1000);

  const parts: (Int16Array | number)[] = [ms(250, 600)];
  said.forEach(({ pcm }, i) => parts.push(trimmed(pcm), i < said.length - 1 ? ms(350, 700) : ms(300, 500)));
  const length = parts.reduce<number>((sum, part) => sum + (typeof part === 'number' ? part : part.length), 0);

  const random = noiseSource();
  const hiss = 350 + random() * 450; // about -35 dB under full scale
  const humLevel = 150 + random() * 300;
  const humStep = (2 * Math.PI * (70 + random() * 110)) / rate;
  const humPhase = random() * 2 * Math.PI;
  const gain = 0.7 + random() * 0.25;
  const pcm = new Int16Array(length);
  let at = 0;
  for (const part of parts) {
    if (typeof part === 'number') at += part;
    else {
      for (let i = 0; i < part.length; i += 1) pcm[at + i] = Math.round((part[i] ?? 0) * gain);
      at += part.length;
    }
  }
  for (let i = 0; i < length; i += 1) {
    const noise = (random() * 2 - 1) * hiss + Math.sin(humPhase + i * humStep) * humLevel;
    pcm[i] = Math.max(-32_768, Math.min(32_767, Math.round((pcm[i] ?? 0) + noise)));
  }
  return wavFile(pcm, rate);
}
