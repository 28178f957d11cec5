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

export interface SmsProvider {
  readonly name: string;
  sendCode(message: SmsMessage): Promise<void>;
}
