// Guest purchase (docs/product.md "Shop and payment"): a buyer without a session proves a phone number
// with an SMS code and gets that phone's custodial address; the item bought goes there, and signing in
// with that number later finds it.
import type { Language } from '@heirloom/contract';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth/auth.service';
import type { UsersRepository } from '../users/users.repository';
import type { GuestPasses } from './guest-passes';
import { guestCodeSms } from './payment-texts';
import { Service } from '../service';

export interface GuestPurchaseServiceDeps {
  auth: AuthService;
  /** the users' writer: the phone's account, made pending if new */
  users: UsersRepository;
  passes: GuestPasses;
  publicUrl: string;
  clock: Clock;
}

export class GuestPurchaseService extends Service<GuestPurchaseServiceDeps> {
  async sendCode(
    input: { phone: string; language: Language; email?: string; recaptchaToken?: string },
    ip: string,
  ) {
    return this.deps.auth.sendFlowCode({
      phone: input.phone,
      purpose: 'guest_purchase',
      language: input.language,
      email: input.email || null,
      recaptchaToken: input.recaptchaToken,
      ip,
      text: (code) => guestCodeSms(input.language, code, this.deps.publicUrl),
    });
  }

  /** The phone's address, and the pass that lets this guest buy for it (createDAN, createCheckoutSession). */
  async address(phone: string, code: string): Promise<{ address: string; guestPass: string }> {
    const proof = await this.deps.auth.verifyFlowCode(phone, 'guest_purchase', code).catch((err: unknown) => {
      // No code, a wrong one, an expired or a locked one all read the same: which of them it is would tell
      // a stranger that someone is buying with this number right now (the attempt is still counted).
      if (err instanceof AppError && err.statusCode === 401) throw new AppError(401, 'GUEST_CODE_REFUSED');
      throw err;
    });
    const user = await this.deps.users.accountForPhone(
      phone,
      proof.language,
      proof.email,
      this.deps.clock.now(),
    );
    if (!user?.custodialAddress) throw new Error('no custodial address for this phone');
    return {
      address: user.custodialAddress,
      guestPass: this.deps.passes.issue(user.id, user.custodialAddress, proof.email),
    };
  }
}
