import * as z from './zod';

/**
 * The slider captcha verified by airline-api. The web shows the challenge's picture (the track with a notch
 * somewhere along it) and lets the user drag, or move with the arrow keys, the handle onto the notch; no
 * pointer trajectory is needed, so the keyboard path is as good as the mouse. Where the notch is stays in
 * airline-api (by challenge id): the challenge carries the picture only.
 */

/** GET member/api/member/captcha/challenge */
export const CaptchaChallengeSchema = z.object({
  challengeId: z.string(),
  /** The track's background with the notch, a PNG data URL stretched over the whole track. */
  image: z.string().startsWith('data:image/png;base64,').max(200_000),
  expiresAt: z.string().datetime(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

/** POST member/api/member/captcha/answer: where the handle ended and how long the user took. */
export const CaptchaAnswerBodySchema = z.object({
  challengeId: z.string().min(1).max(64),
  position: z.number().min(0).max(1),
  durationMs: z.number().int().nonnegative().max(600_000),
});
export type CaptchaAnswerBody = z.infer<typeof CaptchaAnswerBodySchema>;

/** A one-use token (valid 2 minutes) that the protected calls take as `captchaToken`. */
export const CaptchaTokenSchema = z.object({ captchaToken: z.string(), expiresAt: z.string().datetime() });
export type CaptchaToken = z.infer<typeof CaptchaTokenSchema>;

/** GET member/api/member/captcha/verify?validate=<captchaToken>: checks without using it up. */
export const CaptchaVerifyQuerySchema = z.object({ validate: z.string().min(1).max(128) });
export const CaptchaVerifyDataSchema = z.object({ valid: z.boolean() });
