/** Types of smtp-sink.mjs (plain JavaScript, so the cluster script runs it with node alone). */
export type SmtpSink = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Closes the sink once the sessions under way end. */
  stop: () => Promise<void>;
};

export function startSmtpSink(opts: { port?: number; dir: string }): Promise<SmtpSink>;
