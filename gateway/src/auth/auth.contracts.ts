// Request and response shapes of /api-identity/identity/auth/* live in the engine's contracts
// (engine/src/contracts/auth.contract.ts): the web apps read the same shapes (STYLE §11).
export {
  BearerHeaders,
  LoggedIn,
  LoginRequest,
  LoginResponse,
  NeedsRegistration,
  RefreshRequest,
  RefreshResponse,
  TokenPair,
  UserProfile,
  VerifyRequest,
  VerifyResponse,
} from '@sofre/engine/contracts';
