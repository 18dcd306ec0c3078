import { createBrowserRouter } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';

/**
 * Every page is its own chunk; the back office (/manager) is never downloaded by visitors.
 * Page modules export `Component` (React Router's lazy route convention); each back-office
 * screen wraps itself in `RequireArea` so a role without access sees a clear "not allowed" page.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      children: [
        { index: true, lazy: () => import('./routes/public/home') },
        { path: 'login', lazy: () => import('./routes/public/login') },
        { path: 'projects', lazy: () => import('./routes/public/projects') },
        { path: 'project/:projectId', lazy: () => import('./routes/public/project') },
        { path: 'news', lazy: () => import('./routes/public/news') },
        { path: 'news/:newsId', lazy: () => import('./routes/public/article') },
        { path: 'team', lazy: () => import('./routes/public/team') },
        { path: 'team/:id', lazy: () => import('./routes/public/team-member') },
        { path: 'careers', lazy: () => import('./routes/public/careers') },
        { path: 'careers/:id', lazy: () => import('./routes/public/job') },
        { path: 'support', lazy: () => import('./routes/public/support') },
        { path: 'privacy', lazy: () => import('./routes/public/privacy') },
        { path: 'terms', lazy: () => import('./routes/public/terms') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
    {
      path: 'manager',
      lazy: () => import('./routes/manager/layout'),
      children: [
        { index: true, lazy: () => import('./routes/manager/dashboard') },
        { path: 'dashboard', lazy: () => import('./routes/manager/dashboard') },
        { path: 'chats', lazy: () => import('./routes/manager/chats') },
        { path: 'jobs', lazy: () => import('./routes/manager/jobs') },
        { path: ':jobId/applicants', lazy: () => import('./routes/manager/applicants') },
        { path: 'news', lazy: () => import('./routes/manager/news') },
        { path: 'projects', lazy: () => import('./routes/manager/projects') },
        { path: 'team', lazy: () => import('./routes/manager/team') },
        { path: 'users', lazy: () => import('./routes/manager/users') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ]);
}
