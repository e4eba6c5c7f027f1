// Public or private for a photo the owner added: the choice shows at once and goes back if the server refuses.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../api/errors';
import { type ImagePrivacy, type ItemImage, useImagePrivacy } from '../../api/item-images';
import { Radio } from '../../ui';
import form from './photo-form.module.css';

/** `offline`: the choice waits for the network (decision 038), its reason said by the viewer (`photo-offline`). */
export function PhotoPrivacy({
  itemId,
  image,
  offline = false,
}: {
  itemId: string;
  image: ItemImage;
  offline?: boolean;
}) {
  const { t } = useTranslation();
  const privacy = useImagePrivacy(itemId);
  // the owner's choice until the server has answered (the cache update comes a moment later)
  const [asked, setAsked] = useState<boolean | null>(null);
  const isPublic = asked ?? image.isPublic;

  const choose = (value: string) => {
    const next = value as ImagePrivacy;
    // a second change while one is under way waits: the radios stay focusable, nothing is lost
    if (privacy.isPending || (next === 'public') === isPublic) return;
    setAsked(next === 'public');
    privacy.mutate({ imageId: image.id, privacy: next }, { onSettled: () => setAsked(null) });
  };

  return (
    <>
      <fieldset
        className={form.privacy}
        aria-busy={privacy.isPending || undefined}
        disabled={offline}
        aria-describedby={offline ? 'photo-offline' : undefined}
      >
        <legend>{t('items.gallery.visibility')}</legend>
        <div className={form.privacyRow}>
          <Radio
            name={`privacy-${image.id}`}
            value="private"
            checked={!isPublic}
            onChange={choose}
            label={t('items.gallery.private')}
          />
          <Radio
            name={`privacy-${image.id}`}
            value="public"
            checked={isPublic}
            onChange={choose}
            label={t('items.gallery.public')}
          />
        </div>
        <p className={form.hint}>
          {isPublic ? t('items.gallery.publicHint') : t('items.gallery.privateHint')}
        </p>
      </fieldset>
      <p className={form.problem} role="alert">
        {privacy.isError ? t('items.gallery.errors.privacy', { reason: errorMessage(privacy.error, t) }) : ''}
      </p>
    </>
  );
}
