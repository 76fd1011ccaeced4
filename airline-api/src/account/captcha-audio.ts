import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ResultCode, type CaptchaAudio, type UpstreamLanguage } from '@/lib/contract';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { challengeTarget } from './captcha';
import type { VoiceDone, VoiceJob } from './captcha-voice-worker';

/**
 * The audio captcha (docs/decisions/0016-an-audio-captcha.md): the slider's challenge read aloud for someone
 * who cannot see its picture. The recording is made in a worker thread (captcha-voice.ts takes tens of
 * milliseconds of CPU a recording, and several hundred for its first), so the event loop never waits on it.
 */

/**
 * The worker runs its TypeScript entry through tsx's CommonJS loader: as airline-api itself runs, and also
 * under Jest, whose transform does not reach worker threads.
 */
const load = createRequire(__filename);
const BOOT = [
  `require(${JSON.stringify(load.resolve('tsx/cjs/api'))}).register();`,
  `require(${JSON.stringify(path.join(__dirname, 'captcha-voice-worker.ts'))});`,
].join('\n');

/** Longer than any recording takes, the first one included; then the worker is taken for stuck and replaced. */
const VOICE_TIMEOUT_MS = 8_000;
/** Recordings that may wait for the worker; past that a request is refused at once, not queued. */
const MAX_WAITING = 8;
/** An unused worker is stopped after this long: it holds the engine, about 125 MB. */
const IDLE_MS = 5 * 60_000;

export type CaptchaVoice = {
  /** A WAV reading `digits` in the language (RATE_LIMITED while MAX_WAITING recordings wait). */
  speak(digits: string, language: UpstreamLanguage): Promise<Buffer>;
  /** Stops the worker (the server's onClose). */
  close(): Promise<void>;
};

type Waiting = {
  worker: Worker;
  resolve: (wav: Buffer) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

/**
 * The voice of one server: a worker thread started on the first recording, stopped after IDLE_MS without
 * one, and started anew after a failure, a stuck recording or an idle stop.
 */
export function captchaVoice(): CaptchaVoice {
  let worker: Worker | null = null;
  let lastId = 0;
  let idle: NodeJS.Timeout | undefined;
  const waiting = new Map<number, Waiting>();

  /** Takes a worker out of use (the next recording starts another) and rejects what it still owed. */
  function retire(which: Worker, error: Error): void {
    if (worker === which) worker = null;
    for (const [id, job] of waiting) {
      if (job.worker !== which) continue;
      waiting.delete(id);
      clearTimeout(job.timer);
      job.reject(error);
    }
  }
  const stop = (which: Worker, error: Error) => {
    retire(which, error);
    void which.terminate();
  };

  function start(): Worker {
    const started = new Worker(BOOT, { eval: true, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 256 } });
    // An idle voice keeps no process alive; a waiting recording's timer does.
    started.unref();
    started.on('message', (done: VoiceDone) => {
      const job = waiting.get(done.id);
      if (!job) return;
      waiting.delete(done.id);
      clearTimeout(job.timer);
      if ('error' in done) job.reject(new Error(`captcha voice: ${done.error}`));
      else job.resolve(Buffer.from(done.wav.buffer, done.wav.byteOffset, done.wav.byteLength));
      if (waiting.size === 0 && worker === started) {
        clearTimeout(idle);
        idle = setTimeout(() => stop(started, new Error('captcha voice idle')), IDLE_MS).unref();
      }
    });
    started.on('error', (error) => retire(started, error));
    started.on('exit', (code) => retire(started, new Error(`captcha voice stopped (${code})`)));
    return started;
  }

  return {
    speak(digits, language) {
      if (waiting.size >= MAX_WAITING) return Promise.reject(new ApiError(ResultCode.RATE_LIMITED, 'voice busy'));
      clearTimeout(idle);
      const current = (worker ??= start());
      const id = (lastId += 1);
      return new Promise<Buffer>((resolve, reject) => {
        // A recording this late means a stuck engine: the worker goes, with whatever it still owed.
        const timer = setTimeout(() => stop(current, new Error('captcha voice timed out')), VOICE_TIMEOUT_MS);
        waiting.set(id, { worker: current, resolve, reject, timer });
        current.postMessage({ id, digits, language } satisfies VoiceJob);
      });
    },
    async close() {
      clearTimeout(idle);
      const current = worker;
      if (!current) return;
      retire(current, new Error('captcha voice closed'));
      await current.terminate();
    },
  };
}

/**
 * A live challenge read aloud: its notch's position as a whole percent, `Math.round(target * 100)`, in the
 * caller's language. Answered with captcha/answer at `position = number / 100`, within the slider's
 * tolerance. Fetching it neither uses the challenge up nor changes how its answer is checked.
 */
export async function challengeAudio(
  s: Services,
  voice: CaptchaVoice,
  challengeId: string,
  language: UpstreamLanguage,
): Promise<CaptchaAudio> {
  const target = await challengeTarget(s, challengeId);
  if (target === null) throw new ApiError(ResultCode.CAPTCHA_FAILED, 'unknown, answered or expired challenge');
  const wav = await voice.speak(String(Math.round(target * 100)), language);
  return { audio: wav.toString('base64') };
}
