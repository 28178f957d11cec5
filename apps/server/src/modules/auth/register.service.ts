import { uuidv7 } from 'uuidv7';
import { Msg, MsgWith, UsageCode, isStrongPassword } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import type { UserRepo } from '../user';
import type { SmsCodeService } from './sms-code.service';

/** The full ("scan") register form and the phone register form (spec-1 §3, §4, §5). */
export class RegisterService {
  constructor(
    private readonly users: UserRepo,
    private readonly codes: SmsCodeService,
  ) {}

  async scanRegister(input: { user_no: string; user_name: string; password: string; phone: string; code: string; user_type: number }) {
    // Conflicts are told before the code is spent, so a taken name does not cost the person a new code.
    if (await this.users.byUserNo(input.user_no)) throw fail.conflict(Msg.userNoTaken);
    if (await this.users.byPhone(input.phone)) throw fail.conflict(Msg.phoneTaken);
    const password_hash = await hashPassword(input.password);
    const user_id = uuidv7();
    const pwd_strong = isStrongPassword(input.password);
    await this.codes.redeem(input.phone, UsageCode.register, input.code, (tx) =>
      this.users.insert(tx, {
        user_id,
        user_no: input.user_no,
        user_name: input.user_name,
        phone: input.phone,
        password_hash,
        pwd_strong,
        user_type: input.user_type,
      }),
    ).catch(rethrowUniqueAsConflict);
    return { user_id, user_no: input.user_no, pwd_strong_flag: pwd_strong };
  }

  async phoneRegister(input: { phone: string; code: string; user_type: number }) {
    if (await this.users.byPhone(input.phone)) throw fail.conflict(Msg.phoneTaken);
    const user_id = uuidv7();
    await this.codes.redeem(input.phone, UsageCode.register, input.code, (tx) =>
      this.users.insert(tx, {
        user_id,
        user_no: null,
        user_name: MsgWith.phoneUserName(input.phone),
        phone: input.phone,
        password_hash: null,
        pwd_strong: false,
        user_type: input.user_type,
      }),
    ).catch(rethrowUniqueAsConflict);
    return { user_id, user_no: null, pwd_strong_flag: false };
  }
}

/** Two registrations racing for one name or phone: the loser gets the same answer as a taken one. */
function rethrowUniqueAsConflict(error: unknown): never {
  const text = String((error as { cause?: { message?: string } })?.cause?.message ?? (error as Error)?.message ?? '');
  if (text.includes('users_phone_key')) throw fail.conflict(Msg.phoneTaken);
  if (text.includes('users_user_no_key')) throw fail.conflict(Msg.userNoTaken);
  throw error;
}
