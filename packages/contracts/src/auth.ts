import { z } from 'zod';

export const LoginInputSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const LoginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshResponseSchema = z.object({
  data: z.object({ access_token: z.string(), refresh_token: z.string() }),
});
export type RefreshResponse = z.infer<typeof RefreshResponseSchema>;
