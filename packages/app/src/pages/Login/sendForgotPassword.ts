import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { fetchAnswer } from '../../relay/fetchAnswer';
import type { sendForgotPasswordQuery } from './__generated__/sendForgotPasswordQuery.graphql';

// `result` and `msg` are handed to Forgot Password (modal or page), which shows them.
/* eslint-disable relay/unused-fields */
const forgotPasswordQuery = graphql`
  query sendForgotPasswordQuery($data: ForgotPasswordInput!) {
    sendForgotPassword(data: $data) {
      result
      msg
    }
  }
`;
/* eslint-enable relay/unused-fields */

/** sendForgotPassword: asks the server to email a reset link; answers result and msg. */
export function useSendForgotPassword() {
  const environment = useRelayEnvironment();
  return async (email: string) => {
    const answer = await fetchAnswer<sendForgotPasswordQuery>(environment, forgotPasswordQuery, {
      data: { email },
    });
    return answer.sendForgotPassword;
  };
}
