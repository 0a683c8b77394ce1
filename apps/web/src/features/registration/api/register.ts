/** POST /api/registrations: a new company and its first administrator, pending review. */
import type { RegistrationInput } from '@binamart/shared';
import { api } from '@/lib/api';

/** Sends the registration; resolves with the message to show (reviewed within three business days). */
export async function registerCompany(input: RegistrationInput): Promise<string> {
  const result = await api.post<{ message: string }>('/api/registrations', input, { anonymous: true });
  return result.message;
}
