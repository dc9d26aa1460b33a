import nodemailer, { type Transporter } from 'nodemailer';
import { UnavailableError } from '../errors';
import type { Logger } from './logger';

export interface MailConfig {
  smtpUrl: string;
  /** The sender, e.g. `Sacred Spaces <hello@example.org>`. */
  from: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; every message has it, so any mail client can read it. */
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe` for the digest. */
  headers?: Record<string, string>;
}

export const MAIL_UNAVAILABLE_MESSAGE = 'Email is not set up on this server.';

/**
 * Outgoing email over SMTP (nodemailer). With no SMTP_URL the mailer is `available: false`: features that
 * need email show the reason instead of pretending, and `send` refuses with 503.
 * Links in messages are absolute: PUBLIC_URL, or the address the server listens on.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private baseUrl: string | undefined;

  constructor(
    private readonly config: MailConfig | undefined,
    publicUrl: string | undefined,
    private readonly logger: Logger,
  ) {
    this.transport = config ? nodemailer.createTransport(config.smtpUrl) : undefined;
    this.baseUrl = publicUrl;
  }

  get available(): boolean {
    return this.transport !== undefined;
  }

  /** Called once the server listens, when PUBLIC_URL is unset. */
  listeningAt(url: string): void {
    this.baseUrl ??= url;
  }

  /**
   * An absolute link to a path of the app, e.g. `link('/reset-password?token=...')`: under `origin` (the
   * address the member uses, a request's `appOrigin`) when known, else PUBLIC_URL or the listening address.
   */
  link(path: string, origin?: string): string {
    return new URL(path, origin ?? this.baseUrl ?? 'http://localhost:3000').toString();
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport || !this.config) throw new UnavailableError(MAIL_UNAVAILABLE_MESSAGE);
    await this.transport.sendMail({ from: this.config.from, ...message });
    this.logger.info({ subject: message.subject }, 'email sent');
  }

  close(): void {
    this.transport?.close();
  }
}
