import { Msg, ResultCode, isStrongPassword } from '@zhuyun/contracts';
import { AppError, fail } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { SessionService } from '../../platform/session/session.service';
import type { SessionContext } from '../../platform/session/session.types';
import type { UserRepo } from '../user';

/** Change password: the strong rule, the old password proven, and every session of the user ended. */
export class PasswordService {
  constructor(
    private readonly users: UserRepo,
    private readonly sessions: SessionService,
  ) {}

  async change(session: SessionContext, input: { user_id?: string; old_password: string; new_password: string }): Promise<void> {
    if (input.user_id && input.user_id !== session.userId) throw fail.forbidden(Msg.notYourAccount);
    const user = await this.users.byId(session.userId);
    if (!user) throw new AppError(ResultCode.TOKEN_INVALID);
    if (!(await verifyPassword(user.password_hash, input.old_password))) {
      throw new AppError(ResultCode.WRONG_CREDENTIALS, Msg.oldPasswordWrong);
    }
    await this.users.setPassword(user.user_id, await hashPassword(input.new_password), isStrongPassword(input.new_password));
    await this.sessions.endAllOfUser(user.user_id, 'password_changed');
  }
}
