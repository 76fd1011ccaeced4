import { parentPort } from 'node:worker_threads';
import type { UpstreamLanguage } from '@/lib/contract';
import { speakDigits } from './captcha-voice';

/** The audio captcha's worker thread (started by captcha-audio.ts): one recording per message, in turn. */

export type VoiceJob = { id: number; digits: string; language: UpstreamLanguage };
export type VoiceDone = { id: number; wav: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (job: VoiceJob) => {
  let done: VoiceDone;
  try {
    const wav = speakDigits(job.digits, job.language);
    done = { id: job.id, wav: new Uint8Array(wav.buffer, wav.byteOffset, wav.byteLength) };
  } catch (error) {
    done = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(done);
});
