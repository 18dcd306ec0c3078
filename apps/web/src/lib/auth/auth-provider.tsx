import type { LoginInput, User } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import {
  currentUserQueryKey,
  getCurrentUser,
  login as loginCall,
  logout as logoutCall,
} from './auth-api';

/** SPEC §3 "Authentication state". */
export type AuthState = {
  user: User | null;
  isLoading: boolean;
  isReady: boolean;
  isAuthenticated: boolean;
  login: (credentials: LoginInput) => Promise<void>;
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [hasToken, setHasToken] = useState(() => storage.get(STORAGE_KEYS.accessToken) !== null);
  const userQuery = useQuery({
    queryKey: currentUserQueryKey,
    // A failed fetch leaves the visitor signed out, silently (SPEC §4).
    queryFn: () => getCurrentUser().catch(() => null),
    enabled: hasToken,
  });

  const login = useCallback(
    async (credentials: LoginInput) => {
      await loginCall(credentials);
      setHasToken(true);
      // Lists fetched as a visitor lack what staff may see: fetch them again.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      await queryClient.fetchQuery({
        queryKey: currentUserQueryKey,
        queryFn: () => getCurrentUser().catch(() => null),
      });
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    await logoutCall();
    setHasToken(false);
    queryClient.setQueryData(currentUserQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    const user = hasToken ? (userQuery.data ?? null) : null;
    const isLoading = hasToken && userQuery.isPending;
    return { user, isLoading, isReady: !isLoading, isAuthenticated: user !== null, login, logout };
  }, [hasToken, userQuery.data, userQuery.isPending, login, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
