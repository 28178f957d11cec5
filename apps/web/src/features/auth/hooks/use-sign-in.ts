import { useState } from 'react';
import { useLogin, type LoginInput } from '../api/login';
import { useFinishSignIn } from './use-finish-sign-in';
import { toast } from '../../../lib/feedback';

/** Login, then the shared finish. A refusal (wrong password, locked, wrong code …) shows the server's msg. */
export function useSignIn(): { signIn: (input: LoginInput) => Promise<boolean>; pending: boolean } {
  const { mutateAsync } = useLogin();
  const finish = useFinishSignIn();
  const [pending, setPending] = useState(false);

  const signIn = async (input: LoginInput) => {
    setPending(true);
    try {
      const session = await mutateAsync(input).catch((error: Error) => {
        toast.error(error.message);
        return null;
      });
      return session ? await finish(session) : false;
    } finally {
      setPending(false);
    }
  };
  return { signIn, pending };
}
