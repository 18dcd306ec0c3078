import type { LoginInput, LoginResponse, User } from '@app/contracts';
import { api, apiResponse } from '@/lib/api-client';
import { STORAGE_KEYS, storage } from '@/lib/storage';

export const currentUserQueryKey = ['auth', 'user'] as const;

export const getCurrentUser = () => api<User>('/auth/user');

export async function login(credentials: LoginInput) {
  const tokens = await api<LoginResponse>('/auth/login', { method: 'POST', body: credentials });
  storage.set(STORAGE_KEYS.accessToken, tokens.access_token);
  storage.set(STORAGE_KEYS.refreshToken, tokens.refresh_token);
  return tokens;
}

/** Revokes the refresh token on the server (best effort) and forgets both tokens. */
export async function logout() {
  const refreshToken = storage.get(STORAGE_KEYS.refreshToken);
  storage.remove(STORAGE_KEYS.accessToken);
  storage.remove(STORAGE_KEYS.refreshToken);
  if (refreshToken) {
    await apiResponse('/auth/logout', { method: 'POST', bearer: refreshToken }).catch(
      () => undefined,
    );
  }
}
