import * as z from './zod';

/**
 * The slider captcha verified by airline-api. The web shows the challenge's picture (the track with a notch
 * somewhere along it) and lets the user drag, or move with the arrow keys, the handle onto the notch; no
 * pointer trajectory is needed, so the keyboard path is as good as the mouse. Where the notch is stays in
 * airline-api (by challenge id): the challenge carries the picture only, and its audio form (for someone
 * who cannot see the picture, decision 16) the position read aloud.
 */

const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]+$/)
    .max(max);

/**
 * The proof of work that goes with a challenge (decision 54): an ALTCHA v2 challenge (altcha-lib, SHA-256,
 * signed by airline-api). The browser finds the counter whose key starts with `keyPrefix`; its `data` names
 * the slider challenge it belongs to.
 */
export const CaptchaProofOfWorkSchema = z.object({
  parameters: z.object({
    algorithm: z.literal('SHA-256'),
    nonce: hex(64),
    salt: hex(64),
    cost: z.number().int().min(1).max(100),
    keyLength: z.number().int().min(16).max(64),
    keyPrefix: hex(128),
    keySignature: hex(128).optional(),
    data: z.object({ challengeId: z.string().max(64) }),
  }),
  signature: hex(128),
});
export type CaptchaProofOfWork = z.infer<typeof CaptchaProofOfWorkSchema>;

/** The challenge given back with what solves it: the counter and the key it gives. */
export const CaptchaProofOfWorkAnswerSchema = z.object({
  challenge: CaptchaProofOfWorkSchema,
  solution: z.object({ counter: z.number().int().min(0).max(0xffffffff), derivedKey: hex(128) }),
});
export type CaptchaProofOfWorkAnswer = z.infer<typeof CaptchaProofOfWorkAnswerSchema>;

/** GET member/api/member/captcha/challenge */
export const CaptchaChallengeSchema = z.object({
  challengeId: z.string(),
  /** The track's background with the notch and its decoys, a PNG data URL stretched over the whole track. */
  image: z.string().startsWith('data:image/png;base64,').max(200_000),
  /** The notch's shape, which the handle carries (decision 54). */
  piece: z.string().startsWith('data:image/png;base64,').max(20_000),
  proofOfWork: CaptchaProofOfWorkSchema,
  expiresAt: z.string().datetime(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

/**
 * POST member/api/member/captcha/answer: where the handle ended, how long the user took, and the solved proof
 * of work (without it, or with a wrong one, the answer is CAPTCHA_FAILED).
 */
export const CaptchaAnswerBodySchema = z.object({
  challengeId: z.string().min(1).max(64),
  position: z.number().min(0).max(1),
  durationMs: z.number().int().nonnegative().max(600_000),
  proofOfWork: CaptchaProofOfWorkAnswerSchema.optional(),
});
export type CaptchaAnswerBody = z.infer<typeof CaptchaAnswerBodySchema>;

/**
 * GET member/api/member/captcha/audio?challengeId=: the same challenge for someone who cannot see the picture.
 * The recording reads the notch's position as a whole percent (25–90), digit by digit, in the request's
 * language; the answer is `position = number / 100` through captcha/answer, as the slider's. An unknown,
 * answered or expired challenge is CAPTCHA_FAILED.
 */
export const CaptchaAudioQuerySchema = z.object({ challengeId: z.string().min(1).max(64) });
/** Two digits are 1.5–2.7 s of 16-bit mono WAV at 22 kHz, up to about 160,000 characters of base64. */
export const CAPTCHA_AUDIO_MAX_BASE64 = 400_000;
export const CaptchaAudioSchema = z.object({
  /** A WAV file (RIFF), base64: `UklGR` is how "RIFF" begins in base64. */
  audio: z
    .string()
    .max(CAPTCHA_AUDIO_MAX_BASE64)
    .regex(/^UklGR[A-Za-z0-9+/]*={0,2}$/),
});
export type CaptchaAudio = z.infer<typeof CaptchaAudioSchema>;

/** A one-use token (valid 2 minutes) that the protected calls take as `captchaToken`. */
export const CaptchaTokenSchema = z.object({ captchaToken: z.string(), expiresAt: z.string().datetime() });
export type CaptchaToken = z.infer<typeof CaptchaTokenSchema>;

/** GET member/api/member/captcha/verify?validate=<captchaToken>: checks without using it up. */
export const CaptchaVerifyQuerySchema = z.object({ validate: z.string().min(1).max(128) });
export const CaptchaVerifyDataSchema = z.object({ valid: z.boolean() });
