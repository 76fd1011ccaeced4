/** What the slider's keys do: arrows 1 %, PageUp/PageDown 10 %, Home/End the ends. */
export const KEY_STEPS: Record<string, (p: number) => number> = {
  ArrowRight: (p) => p + 0.01,
  ArrowUp: (p) => p + 0.01,
  ArrowLeft: (p) => p - 0.01,
  ArrowDown: (p) => p - 0.01,
  PageUp: (p) => p + 0.1,
  PageDown: (p) => p - 0.1,
  Home: () => 0,
  End: () => 1,
};

/** A position on the track, 0..1 to the thousandth. */
export const clamp = (p: number) => Math.min(1, Math.max(0, Math.round(p * 1000) / 1000));

export const percent = (p: number) => Math.round(p * 100);

/** What the audio answer field takes: 1–3 digits, full-width ones (a Chinese input method's) included. */
export const heardNumber = (text: string) => text.trim().replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10));
