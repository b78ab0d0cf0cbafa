/**
 * Two-factor login calls for one's own account, and the owner's rule (an addition; a backend
 * whose capabilities say `staff`). Answers are checked against the calls table's. The session
 * says whether 2FA is on and required, so writes that change either refresh it.
 */
import { baseApi } from '../../../api/baseApi';
import { CALLS } from '../../../contract/calls';
import type { StatusAnswer } from '../../../contract/schemas';
import type {
  RecoveryCodesAnswer,
  TwoFactorSetup,
  TwoFactorState,
} from '../../../contract/twoFactorCalls';
import { checkedAnswer } from '../lib/checkedAnswer';

const TWO_FACTOR = [{ type: 'Staff' as const, id: 'TWO_FACTOR' }];
const changed = (result: unknown) => (result ? [...TWO_FACTOR, 'Session' as const] : []);

export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactor: build.query<TwoFactorState, void>({
      query: () => ({ q: 'two-factor' }),
      responseSchema: CALLS['GET two-factor'].answer,
      ...checkedAnswer,
      providesTags: TWO_FACTOR,
    }),
    startTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ q: 'two-factor-setup', method: 'POST' }),
      responseSchema: CALLS['POST two-factor-setup'].answer,
      ...checkedAnswer,
    }),
    confirmTwoFactor: build.mutation<RecoveryCodesAnswer, string>({
      query: (code) => ({ q: 'two-factor-confirm', method: 'POST', json: { code } }),
      responseSchema: CALLS['POST two-factor-confirm'].answer,
      ...checkedAnswer,
      // Not the session yet: a page the session reshapes would lose the codes shown once.
      // `sessionChanged` follows when they have been saved.
      invalidatesTags: (result) => (result ? TWO_FACTOR : []),
    }),
    disableTwoFactor: build.mutation<StatusAnswer, string>({
      query: (password) => ({ q: 'two-factor-disable', method: 'POST', json: { password } }),
      responseSchema: CALLS['POST two-factor-disable'].answer,
      ...checkedAnswer,
      invalidatesTags: changed,
    }),
    newRecoveryCodes: build.mutation<RecoveryCodesAnswer, string>({
      query: (password) => ({
        q: 'two-factor-recovery-codes',
        method: 'POST',
        json: { password },
      }),
      responseSchema: CALLS['POST two-factor-recovery-codes'].answer,
      ...checkedAnswer,
      invalidatesTags: (result) => (result ? TWO_FACTOR : []),
    }),
    requireTwoFactor: build.mutation<StatusAnswer, boolean>({
      query: (required) => ({ q: 'two-factor-required', method: 'POST', json: { required } }),
      responseSchema: CALLS['POST two-factor-required'].answer,
      ...checkedAnswer,
      invalidatesTags: changed,
    }),
  }),
});

/** Reads the session afresh (2FA on now): after the recovery codes shown once are put away. */
export const sessionChanged = () => baseApi.util.invalidateTags(['Session']);

export const {
  useGetTwoFactorQuery,
  useStartTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useNewRecoveryCodesMutation,
  useRequireTwoFactorMutation,
} = twoFactorApi;
