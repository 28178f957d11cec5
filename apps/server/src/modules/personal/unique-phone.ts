import { Msg } from '@zhuyun/contracts';
import { fail } from '../../platform/errors';

/** Two writes racing for one phone: the loser gets the same answer as a taken one (10003). */
export function rethrowPhoneTaken(error: unknown): never {
  const text = String((error as { cause?: { message?: string } })?.cause?.message ?? (error as Error)?.message ?? '');
  if (text.includes('users_phone_key')) throw fail.conflict(Msg.phoneTaken);
  throw error;
}
