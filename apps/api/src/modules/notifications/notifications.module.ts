// The notifications module: the owner notifier (owner-notifier.ts), whose notices are jobs of the durable
// queue: it registers their handler. The modules that tell owners something need it.
import { defineModule } from '../module';
import { NOTIFY_JOB, OwnerNotifier, type OwnerNotifierDeps } from './owner-notifier';

export const notificationsModule = defineModule({
  name: 'notifications',
  needs: ['jobs'],
  async register(api, { jobs }) {
    const { log, providers, users } = api.deps;
    const { sms, email, push } = providers;
    return { notifier: notifierOn({ users, sms, email, push, log, jobs }) };
  },
});

/** An owner notifier whose notices its queue's workers send (a test builds one on a queue of its own too). */
export function notifierOn(deps: OwnerNotifierDeps): OwnerNotifier {
  const notifier = new OwnerNotifier(deps);
  deps.jobs.handle(NOTIFY_JOB, (run) => notifier.deliver(run));
  return notifier;
}
