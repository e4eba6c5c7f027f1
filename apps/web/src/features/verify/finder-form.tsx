// "Found this item? Write to its owner" (shown for a declared item only): the message is relayed, the owner
// stays anonymous; rate limits (429) come back with the server's sentence, and the text stays for another
// try; a declaration withdrawn since the page loaded (409 ITEM_NOT_DECLARED) closes the form with a clear word.
import { FINDER_MESSAGE_MAX } from '@heirloom/contract';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorCode, errorMessage } from '../../api/errors';
import { sendFinderMessage, type FinderMessage } from '../../api/protection';
import { Button, MinLengthTextArea, TextInput } from '../../ui';
import styles from './verify.module.css';

/** The contract's bounds for a finder's message and contact. */
export const FINDER_MESSAGE_MIN = 10;
const CONTACT_MAX = 200;

export function FinderForm({ publicId }: { publicId: string }) {
  const { t } = useTranslation();
  const send = useMutation({
    mutationFn: (body: FinderMessage) => sendFinderMessage(publicId, body),
  });
  const notDeclared = send.isError && errorCode(send.error) === 'ITEM_NOT_DECLARED';

  return (
    <section className={styles.finder} aria-labelledby="finder-heading">
      <h2 id="finder-heading" className={styles.finderTitle}>
        {t('aftersales.verify.finder.title')}
      </h2>
      <p className={styles.finderText}>{t('aftersales.verify.finder.text')}</p>
      <p role="status" className={styles.sent}>
        {send.isSuccess ? t('aftersales.verify.finder.sent') : ''}
      </p>
      {notDeclared ? (
        <p role="alert" className={styles.error}>
          {t('aftersales.verify.finder.notDeclared')}
        </p>
      ) : send.isSuccess ? (
        <Button variant="secondary" onClick={() => send.reset()}>
          {t('aftersales.verify.finder.another')}
        </Button>
      ) : (
        <MessageForm send={send} />
      )}
    </section>
  );
}

/** The message and a way back to the finder; the text stays while the server refuses it. */
function MessageForm({ send }: { send: UseMutationResult<unknown, Error, FinderMessage> }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [contact, setContact] = useState('');
  const [tried, setTried] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const length = message.trim().length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (length < FINDER_MESSAGE_MIN) {
      field.current?.focus();
      return;
    }
    send.mutate(
      { message, contact },
      {
        onSuccess: () => {
          setMessage('');
          setContact('');
          setTried(false);
        },
      },
    );
  };

  return (
    <form className={styles.finderForm} onSubmit={submit} noValidate>
      <MinLengthTextArea
        ref={field}
        label={t('aftersales.verify.finder.messageLabel')}
        hint={t('aftersales.verify.finder.messageHint', { min: FINDER_MESSAGE_MIN })}
        value={message}
        onChange={setMessage}
        maxLength={FINDER_MESSAGE_MAX}
        rows={5}
        minLength={FINDER_MESSAGE_MIN}
        showError={tried}
        tooShort={t('aftersales.verify.finder.messageTooShort', {
          min: FINDER_MESSAGE_MIN,
          count: length,
        })}
      />
      <TextInput
        label={t('aftersales.verify.finder.contactLabel')}
        hint={t('aftersales.verify.finder.contactHint')}
        value={contact}
        onChange={(event) => setContact(event.target.value)}
        maxLength={CONTACT_MAX}
        autoComplete="email"
      />
      <div role="alert" className={styles.alertSlot}>
        {send.isError && (
          <p className={styles.error}>
            {t('aftersales.verify.finder.failed')} {errorMessage(send.error, t)}
          </p>
        )}
      </div>
      <Button type="submit" fullWidth loading={send.isPending}>
        {t('aftersales.verify.finder.send')}
      </Button>
    </form>
  );
}
