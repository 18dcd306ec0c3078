import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { Theme } from '@/features/theme/theme-provider';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App({ initialTheme }: { initialTheme: Theme }) {
  const [router] = useState(createRouter);
  return (
    <AppProvider initialTheme={initialTheme}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
