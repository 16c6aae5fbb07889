export { signAccessToken, verifyAccessToken } from "./access-token";
export { activateUser } from "./activation";
export type { ActivationResult } from "./activation";
export { AVATAR_MAX_BYTES, saveAvatar } from "./avatar";
export { tooCommonCheck } from "./common-passwords";
export { createActivatedAccount } from "./create-account";
export { emailKey, usernameKey } from "./identity";
export { deriveKeys } from "./keys";
export type { AuthKeys } from "./keys";
export { LINK_TTL_SECONDS } from "./links";
export { checkCredentials, loginAccountKey } from "./login";
export { changePassword, confirmPasswordReset, requestPasswordReset, userOfResetLink } from "./password-change";
export { hashPassword, verifyPassword } from "./passwords";
export { readProfile, updateProfile } from "./profile";
export { registerUser, resendActivation } from "./registration";
export { isSessionActive, revokeSession, rotateRefreshToken, startSession } from "./sessions";
export { findUserById } from "./users";
export { grantRole, isMediator, representedCasinos, revokeRole, rolesOf } from "./roles";
export {
  deactivateAccount,
  grantAccountRole,
  reactivateAccount,
  removeFromStaff,
  resetAccountSecondFactor,
  revokeAccountRole,
} from "./account-admin";
export type { AdminRefusal, AdminResult } from "./account-admin";
export { accountCursor, accountFacts, searchAccounts } from "./directory";
export type { AccountCursor, AccountFacts, AccountSearch, FoundAccount } from "./directory";
export type { RoleGrant, UserRole } from "./roles";
export {
  beginEnrolment,
  confirmEnrolment,
  CONSOLE_VERIFIED_MS,
  replaceRecoveryCodes,
  resetSecondFactor,
  secondFactorState,
  sessionPassedSecondFactor,
  verifySecondFactor,
} from "./second-factor";
