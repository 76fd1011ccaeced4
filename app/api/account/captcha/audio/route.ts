import { z } from 'zod';
import { CaptchaAudioQuerySchema } from '@/lib/contract';
import * as account from '@/lib/bff-client/account';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffError } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { routing } from '@/lib/i18n/routing';
import { captchaAudio } from '@/lib/upstream/member-verification';

export const dynamic = 'force-dynamic';

const QuerySchema = CaptchaAudioQuerySchema.extend({ locale: z.enum(routing.locales).optional() });

/**
 * Recordings an address may fetch a minute. One costs airline-api tens of milliseconds of CPU; a person
 * plays a challenge a few times and loads a new one after a miss.
 */
const AUDIO_PER_MINUTE = 30;

/**
 * GET /api/account/captcha/audio?challengeId=&locale=: the slider's challenge read aloud, for someone who
 * cannot see its picture (decision 16). The WAV bytes, same-origin for the page's `<audio src>` (the page's
 * policy allows media from 'self'); an error answers the usual JSON envelope, which the audio element
 * cannot play.
 */
export const GET = bffRoute(
  account.captchaAudio,
  {
    query: QuerySchema,
    limit: ({ ip }) => (ip ? [{ key: `captcha-audio:ip:${ip}`, limit: AUDIO_PER_MINUTE }] : []),
  },
  async (context) => {
    // The audio element sends no x-sf-locale: the query names the page's language, for the voice and errors.
    const locale = context.query.locale ?? context.locale;
    const result = await captchaAudio(await upstreamContextFor(locale), context.query.challengeId);
    if (!result.ok) return bffError(result.code, locale);
    const wav = Buffer.from(result.data.audio, 'base64');
    return new Response(new Uint8Array(wav), {
      headers: {
        'content-type': 'audio/wav',
        'content-length': String(wav.length),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
);
