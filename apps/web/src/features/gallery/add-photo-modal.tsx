// The form after a photo is chosen: a title (required, ≤ 80) and public or private, then the upload with its
// progress. On failure everything the owner entered stays, with the reason and a way to try again.
import { IMAGE_TITLE_MAX } from '@heirloom/contract';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { type ItemImage, useAddImage } from '../../api/item-images';
import type { BrandTheme } from '../../api/clients';
import { localeOf } from '../../i18n';
import { Button, Modal, NeedsNetwork, Radio, TextInput } from '../../ui';
import { useOnline } from '../../lib/online';
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

/** The upload and its progress; a problem (the title missing, the upload refused) says why, the form kept. */
function useUpload(itemId: string, file: File, onAdded: (image: ItemImage) => void) {
  const { t } = useTranslation();
  const add = useAddImage(itemId);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<UploadProblem | undefined>();
  const upload = useRef<AbortController | null>(null);
  const fileProblem = checkFile(file, t);

  // leaving the sheet stops an upload under way
  useEffect(() => () => upload.current?.abort(), []);

  const start = async (title: string, isPublic: boolean) => {
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

  return {
    start,
    pending: add.isPending,
    percent: progress === null ? null : Math.round(progress * 100),
    problem,
    fileProblem,
    /** The title was edited: its problem, if any, goes. */
    titleEdited: () => problem?.field === 'title' && setProblem(undefined),
  };
}

function AddPhotoForm({ itemId, file, onClose, onAdded }: AddPhotoModalProps & { file: File }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const upload = useUpload(itemId, file, onAdded);
  // the photo is sent when added: offline, the form waits and says why (decision 038)
  const online = useOnline();
  const { problem, fileProblem, percent } = upload;
  const shown = problem ?? fileProblem;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void upload.start(title, isPublic);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhotoPreview file={file} />
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
          upload.titleEdited();
        }}
      />
      <PrivacyChoice isPublic={isPublic} onChange={setIsPublic} />
      <p className={styles.problem} role="alert">
        {shown && shown.field !== 'title' ? shown.message : ''}
      </p>
      {percent !== null && (
        <div className={styles.progress}>
          <progress max={100} value={percent} aria-label={t('items.gallery.progressLabel')} />
          <span aria-hidden="true">{t('items.gallery.uploading', { percent })}</span>
        </div>
      )}
      <NeedsNetwork id="add-photo-offline" online={online} />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('items.common.cancel')}
        </Button>
        <Button
          type="submit"
          loading={upload.pending}
          disabled={Boolean(fileProblem) || !online}
          aria-describedby={online ? undefined : 'add-photo-offline'}
        >
          {problem && problem.field !== 'title' && !fileProblem
            ? t('items.common.retry')
            : t('items.gallery.upload')}
        </Button>
      </div>
    </form>
  );
}

/** The chosen file: its picture (when this browser can draw it), name and size. */
function PhotoPreview({ file }: { file: File }) {
  const { t, i18n } = useTranslation();
  const [previewFailed, setPreviewFailed] = useState(false);
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

  return (
    <>
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
    </>
  );
}

function PrivacyChoice({ isPublic, onChange }: { isPublic: boolean; onChange: (isPublic: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.privacy}>
      <legend>{t('items.gallery.visibility')}</legend>
      <Radio
        name="privacy"
        value="private"
        checked={!isPublic}
        onChange={() => onChange(false)}
        label={<PrivacyLabel title={t('items.gallery.private')} hint={t('items.gallery.privateHint')} />}
      />
      <Radio
        name="privacy"
        value="public"
        checked={isPublic}
        onChange={() => onChange(true)}
        label={<PrivacyLabel title={t('items.gallery.public')} hint={t('items.gallery.publicHint')} />}
      />
    </fieldset>
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
