// The form after a photo is chosen: a title (required, ≤ 80) and public or private, then the upload with its
// progress. On failure everything the owner entered stays, with the reason and a way to try again.
import { IMAGE_TITLE_MAX } from '@heirloom/contract';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { type ItemImage, useAddImage } from '../../api/item-images';
import type { BrandTheme } from '../../api/clients';
import { localeOf } from '../../i18n';
import { Button, Modal, Radio, TextInput } from '../../ui';
import { BrandScope } from '../../ui/brand-scope';
import styles from './photo-form.module.css';
import { checkFile, formatSize, uploadProblem, type UploadProblem } from './upload-error';

export interface AddPhotoModalProps {
  itemId: string;
  file: File | null;
  onClose: () => void;
  onAdded: (image: ItemImage) => void;
  /** The item's brand colours: the sheet sits outside the page's own tinted container. */
  theme?: BrandTheme;
}

export function AddPhotoModal({ itemId, file, onClose, onAdded, theme }: AddPhotoModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={file !== null} onClose={onClose} position="bottom" title={t('items.gallery.addTitle')}>
      {file && (
        <BrandScope theme={theme}>
          <AddPhotoForm itemId={itemId} file={file} onClose={onClose} onAdded={onAdded} />
        </BrandScope>
      )}
    </Modal>
  );
}

function AddPhotoForm({ itemId, file, onClose, onAdded }: AddPhotoModalProps & { file: File }) {
  const { t, i18n } = useTranslation();
  const add = useAddImage(itemId);
  const [title, setTitle] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<UploadProblem | undefined>();
  const [previewFailed, setPreviewFailed] = useState(false);
  const upload = useRef<AbortController | null>(null);
  const fileProblem = checkFile(file, t);
  const shown = problem ?? fileProblem;

  // a local address for the chosen file, released when the preview goes away
  const showPreview = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );

  // leaving the sheet stops an upload under way
  useEffect(() => () => upload.current?.abort(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending || fileProblem) return;
    if (!title.trim()) {
      setProblem({ field: 'title', message: t('items.gallery.titleRequired') });
      return;
    }
    setProblem(undefined);
    setProgress(0);
    upload.current = new AbortController();
    try {
      const added = await add.mutateAsync({
        image: { file, title, isPublic },
        onProgress: setProgress,
        signal: upload.current.signal,
      });
      onAdded(added);
    } catch (error) {
      setProblem(uploadProblem(error, t));
      setProgress(null);
    }
  };

  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.preview}>
        {!previewFailed ? (
          <img ref={showPreview} alt={t('items.gallery.previewAlt')} onError={() => setPreviewFailed(true)} />
        ) : (
          // a format the server reads but this browser cannot draw (AVIF on an old browser)
          <span>{t('items.gallery.noPreview')}</span>
        )}
      </div>
      <p className={styles.fileName}>
        <span>{file.name}</span> · {formatSize(file.size, localeOf(i18n.language))}
      </p>
      <TextInput
        label={t('items.gallery.titleLabel')}
        hint={t('items.gallery.titleHint', { max: IMAGE_TITLE_MAX })}
        value={title}
        maxLength={IMAGE_TITLE_MAX}
        required
        autoComplete="off"
        error={shown?.field === 'title' ? shown.message : undefined}
        onChange={(event) => {
          setTitle(event.target.value);
          if (problem?.field === 'title') setProblem(undefined);
        }}
      />
      <fieldset className={styles.privacy}>
        <legend>{t('items.gallery.visibility')}</legend>
        <Radio
          name="privacy"
          value="private"
          checked={!isPublic}
          onChange={() => setIsPublic(false)}
          label={<PrivacyLabel title={t('items.gallery.private')} hint={t('items.gallery.privateHint')} />}
        />
        <Radio
          name="privacy"
          value="public"
          checked={isPublic}
          onChange={() => setIsPublic(true)}
          label={<PrivacyLabel title={t('items.gallery.public')} hint={t('items.gallery.publicHint')} />}
        />
      </fieldset>
      <p className={styles.problem} role="alert">
        {shown && shown.field !== 'title' ? shown.message : ''}
      </p>
      {percent !== null && (
        <div className={styles.progress}>
          <progress max={100} value={percent} aria-label={t('items.gallery.progressLabel')} />
          <span aria-hidden="true">{t('items.gallery.uploading', { percent })}</span>
        </div>
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('items.common.cancel')}
        </Button>
        <Button type="submit" loading={add.isPending} disabled={Boolean(fileProblem)}>
          {problem && problem.field !== 'title' && !fileProblem
            ? t('items.common.retry')
            : t('items.gallery.upload')}
        </Button>
      </div>
    </form>
  );
}

function PrivacyLabel({ title, hint }: { title: string; hint: string }) {
  return (
    <span className={styles.privacyLabel}>
      <strong>{title}</strong>
      <span>{hint}</span>
    </span>
  );
}
