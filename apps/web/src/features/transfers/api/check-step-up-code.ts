// The step-up code check with its reason kept: `checkPin()` keeps SPEC §8's bare true/false, but the
// code step must tell a wrong code from an expired or locked one, or from a lost connection.
import { authRoutes } from '@heirloom/contract';
import { http } from '../../../api/client';

export type StepUpCodeCheck = { ok: true } | { ok: false; error: unknown };

export async function checkStepUpCode(pin: string): Promise<StepUpCodeCheck> {
  try {
    await http.post(authRoutes.checkPin.path, { pin });
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
