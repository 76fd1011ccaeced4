'use client';

import { useState } from 'react';

/** The state a form keeps about its slider captcha (components/ui/slider-captcha.tsx). */
export type SliderCaptchaState = {
  /** The token once solved; null before, and again once it went with a request (tokens are single-use). */
  token: string | null;
  /** The slider's React key: a new key mounts a new slider with a new challenge. */
  key: number;
  error: string | undefined;
  onVerified: (token: string | null) => void;
  /** Shows 'please complete the verification' under the slider. */
  ask: () => void;
  /** The token was spent: a new slider for the next request. */
  renew: () => void;
};

export function useSliderCaptcha(askText: string): SliderCaptchaState {
  const [token, setToken] = useState<string | null>(null);
  const [key, setKey] = useState(0);
  const [error, setError] = useState<string | undefined>();
  return {
    token,
    key,
    error,
    onVerified: (next) => {
      setToken(next);
      setError(undefined);
    },
    ask: () => setError(askText),
    renew: () => {
      setToken(null);
      setKey((k) => k + 1);
    },
  };
}
