import type { FastifyInstance } from 'fastify';
import {
  CAPTCHA_AUDIO_MAX_BASE64,
  CaptchaAudioSchema,
  CaptchaChallengeSchema,
  CaptchaTokenSchema,
  ResultCode,
  UpstreamHeader,
  UpstreamPath,
  type CaptchaProofOfWorkAnswer,
  type UpstreamLanguage,
} from '@/lib/contract';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import { MINUTE, codeOf, okData, setOffset } from '../../test/account-api';
import { solveProofOfWork } from '../../test/captcha-proof';
import { ApiError } from '../errors';
import { challengeTarget } from './captcha';
import { captchaVoice } from './captcha-audio';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

/** The samples of a 16-bit mono PCM WAV, after checking its header. */
function pcmOf(wav: Buffer): { rate: number; samples: Int16Array } {
  expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
  expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
  expect(wav.toString('latin1', 8, 16)).toBe('WAVEfmt ');
  expect(wav.readUInt16LE(20)).toBe(1); // PCM
  expect(wav.readUInt16LE(22)).toBe(1); // mono
  expect(wav.readUInt16LE(34)).toBe(16); // bits
  expect(wav.toString('latin1', 36, 40)).toBe('data');
  expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
  const samples = new Int16Array(wav.length / 2 - 22);
  for (let i = 0; i < samples.length; i += 1) samples[i] = wav.readInt16LE(44 + 2 * i);
  return { rate: wav.readUInt32LE(24), samples };
}

/**
 * The loud stretches of a recording: 10 ms windows whose peak is far above the noise floor, joined when
 * less than 200 ms apart. A digit is one stretch (its syllables and consonants are closer than that), and
 * the recording leaves at least 350 ms between digits.
 */
function spokenStretches({ rate, samples }: { rate: number; samples: Int16Array }): number {
  const window = Math.round(rate / 100);
  let stretches = 0;
  let quietWindows = Infinity;
  for (let at = 0; at < samples.length; at += window) {
    let peak = 0;
    for (let i = at; i < Math.min(samples.length, at + window); i += 1) peak = Math.max(peak, Math.abs(samples[i]!));
    if (peak > 4_000) {
      if (quietWindows >= 20) stretches += 1;
      quietWindows = 0;
    } else quietWindows += 1;
  }
  return stretches;
}

describe('the audio captcha', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => setOffset(app, 0));

  // Each challenge's proof of work, solved as the page's worker does (decision 54), for its answer.
  const proofs = new Map<string, CaptchaProofOfWorkAnswer>();
  async function newChallenge(): Promise<string> {
    const challenge = okData(CaptchaChallengeSchema, await app.inject({ url: UpstreamPath.captchaChallenge }));
    proofs.set(challenge.challengeId, solveProofOfWork(challenge.proofOfWork));
    return challenge.challengeId;
  }
  const audioOf = (challengeId: string, language: UpstreamLanguage = 'zh_CN') =>
    app.inject({
      url: `${UpstreamPath.captchaAudio}?challengeId=${encodeURIComponent(challengeId)}`,
      headers: { [UpstreamHeader.language]: language },
    });
  const answer = (challengeId: string, position: number) =>
    app.inject({
      method: 'POST',
      url: UpstreamPath.captchaAnswer,
      payload: { challengeId, position, durationMs: 6_000, proofOfWork: proofs.get(challengeId) },
    });

  it('reads the notch as a WAV of a few seconds, one stretch of speech per digit, in either language', async () => {
    for (const language of ['zh_CN', 'en_US'] as const) {
      const res = await audioOf(await newChallenge(), language);
      expect(res.statusCode).toBe(200);
      const { audio } = okData(CaptchaAudioSchema, res);
      expect(audio.length).toBeLessThan(CAPTCHA_AUDIO_MAX_BASE64);
      const wav = Buffer.from(audio, 'base64');
      const pcm = pcmOf(wav);
      expect(pcm.rate).toBe(22_050);
      const seconds = pcm.samples.length / pcm.rate;
      expect(seconds).toBeGreaterThan(1);
      expect(seconds).toBeLessThan(5);
      // The number is 25–90: two digits, said one by one.
      expect(spokenStretches(pcm)).toBe(2);
      // Light noise under it all: no stretch of digital silence, even before the first digit.
      expect(pcm.samples.subarray(0, Math.round(pcm.rate / 10)).some((v) => v !== 0)).toBe(true);
    }
  });

  it('differs for two challenges, and for the same challenge asked twice', async () => {
    const first = await newChallenge();
    const [a, again, b] = await Promise.all([audioOf(first), audioOf(first), audioOf(await newChallenge())]);
    const audios = [a, again, b].map((res) => okData(CaptchaAudioSchema, res).audio);
    expect(new Set(audios).size).toBe(3);
  });

  it('answering the spoken number passes; another number fails and uses the challenge up', async () => {
    const challengeId = await newChallenge();
    expect(codeOf(await audioOf(challengeId, 'en_US'))).toBe(ResultCode.OK);
    const target = await challengeTarget(app.airline, challengeId);
    const spoken = Math.round(target! * 100);
    expect(spoken).toBeGreaterThanOrEqual(25);
    expect(spoken).toBeLessThanOrEqual(90);
    okData(CaptchaTokenSchema, await answer(challengeId, spoken / 100));

    const missed = await newChallenge();
    const wrong = Math.round((await challengeTarget(app.airline, missed))! * 100) + 10;
    expect(codeOf(await answer(missed, wrong / 100))).toBe(ResultCode.CAPTCHA_FAILED);
    expect(codeOf(await audioOf(missed))).toBe(ResultCode.CAPTCHA_FAILED);
  });

  it('refuses an unknown, answered or expired challenge as answerChallenge does, and a malformed query', async () => {
    expect(codeOf(await audioOf('00000000-0000-4000-8000-000000000000'))).toBe(ResultCode.CAPTCHA_FAILED);

    const answered = await newChallenge();
    const target = await challengeTarget(app.airline, answered);
    okData(CaptchaTokenSchema, await answer(answered, target!));
    const afterUse = await audioOf(answered);
    expect(afterUse.statusCode).toBe(400);
    expect(codeOf(afterUse)).toBe(ResultCode.CAPTCHA_FAILED);

    const expiring = await newChallenge();
    setOffset(app, 6 * MINUTE);
    expect(codeOf(await audioOf(expiring))).toBe(ResultCode.CAPTCHA_FAILED);
    setOffset(app, 0);

    expect(codeOf(await app.inject({ url: UpstreamPath.captchaAudio }))).toBe(ResultCode.BAD_REQUEST);
    const tooLong = `${UpstreamPath.captchaAudio}?challengeId=${'x'.repeat(65)}`;
    expect(codeOf(await app.inject({ url: tooLong }))).toBe(ResultCode.BAD_REQUEST);
  });
});

describe('the voice worker', () => {
  it('keeps at most 8 recordings waiting, refusing more at once, and starts again after it was closed', async () => {
    const voice = captchaVoice();
    try {
      const burst = await Promise.allSettled(Array.from({ length: 11 }, () => voice.speak('55', 'en_US')));
      const made = burst.filter((r): r is PromiseFulfilledResult<Buffer> => r.status === 'fulfilled');
      expect(made).toHaveLength(8);
      for (const { value } of made) expect(value.toString('latin1', 0, 4)).toBe('RIFF');
      const refused = burst.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason);
      expect(refused).toHaveLength(3);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(ApiError);
        expect((reason as ApiError).code).toBe(ResultCode.RATE_LIMITED);
      }
      await voice.close();
      expect((await voice.speak('7', 'zh_CN')).toString('latin1', 8, 12)).toBe('WAVE');
      await expect(voice.speak('seven', 'en_US')).rejects.toThrow(/digits/);
    } finally {
      await voice.close();
    }
  });
});
