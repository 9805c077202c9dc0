export { consumePoint, type Verdict } from './consume';
export {
  FAILED_SIGN_IN_WINDOW_SECONDS,
  failedSignInLockout,
  type FailedSignInLockout,
  type SignInOutcome,
  type SignInStart,
} from './failed-sign-ins';
export { refuseWhenUnavailable } from './http-refusals';
export { createLimits, type Limits, type LimitsDriver } from './limits';
export { perAddressCap } from './per-address';
export {
  LimitsUnavailableError,
  SERVICE_UNAVAILABLE,
  SIGN_IN_UNAVAILABLE,
  SIGN_UP_UNAVAILABLE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './unavailable';
