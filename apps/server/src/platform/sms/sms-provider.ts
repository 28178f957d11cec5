/**
 * Where verification codes go. `outbox` is the default; a cloud provider (Aliyun, Tencent Cloud) is one new file
 * implementing this interface, chosen by SMS_PROVIDER in config.ts.
 */
export interface SmsMessage {
  phone: string;
  code: string;
  usage_code: number;
  template_no?: string;
}

/** A notification (issue 16 item 6): the rendered text, and the SMS platform's template number when it has one. */
export interface SmsText {
  phone: string;
  text: string;
  template_no?: string | null;
}

export interface SmsProvider {
  readonly name: string;
  sendCode(message: SmsMessage): Promise<void>;
  /** Sends a notification; throws when the provider refused it (the caller records the failure). */
  sendText(message: SmsText): Promise<void>;
}
