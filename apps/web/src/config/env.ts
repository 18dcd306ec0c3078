/** The only place that reads import.meta.env. */
const apiUrl = import.meta.env.VITE_API_URL ?? '/api';

if (!apiUrl) {
  throw new Error('Base URL is not defined. Check your environment variables.');
}

export const env = { apiUrl: apiUrl.replace(/\/+$/, '') };
