// Tags registered by the brand: one by hand (its chip's UID, its item's serial number, its key unless the master
// key derives it), or many from a CSV file (all or nothing, every refused line said).
import { useState, type FormEvent } from 'react';
import { useCreateTag, useImportTags } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { TextInput } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { SubmitButton } from './console-controls';
import { Panel } from './console-page';
import { CsvImport, ErrorLine, SuccessLine } from './console-parts';
import { styles } from './console-styles';
import { chipProblems, KeyInput, UidInput } from './tag-chip';

const CSV_EXAMPLE = [
  'uid,serial_number,file_read_key',
  '04DE5F1EACC040,MA-0001,',
  '04A1B2C3D4E5F6,MA-0002,00112233445566778899AABBCCDDEEFF',
].join('\n');

export function RegisterTags() {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  const importTags = useImportTags(brandId);
  const [done, setDone] = useState<string>();
  return (
    <Panel id="add-tags" title={t('console.tags.add.title')}>
      <AddOneTag onDone={setDone} />
      <CsvImport
        help={t('console.tags.add.csvHelp')}
        example={CSV_EXAMPLE}
        exampleClassName={styles.csvExample}
        pending={importTags.isPending}
        error={importTags.error}
        onPick={() => setDone(undefined)}
        onFile={(csv, file) =>
          importTags.mutate(csv, {
            onSuccess: (result) => setDone(t('console.tags.add.imported', { count: result.imported, file })),
          })
        }
      />
      <SuccessLine text={done} />
    </Panel>
  );
}

/** One tag typed in; `onDone` says what was added (nothing: the last word is out of date). */
function AddOneTag({ onDone }: { onDone: (done: string | undefined) => void }) {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  const create = useCreateTag(brandId);
  const [uid, setUid] = useState('');
  const [serial, setSerial] = useState('');
  const [key, setKey] = useState('');
  const [problems, setProblems] = useState<{ uid?: string; serial?: string; key?: string }>({});

  const addOne = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...chipProblems(uid, key, t),
      serial: serial.trim() ? undefined : t('console.tags.add.serialRequired'),
    };
    setProblems(found);
    onDone(undefined);
    if (found.uid || found.serial || found.key) return;
    create.mutate(
      { uid: uid.trim(), serial: serial.trim(), ...(key.trim() ? { fileReadKey: key.trim() } : {}) },
      {
        onSuccess: (tag) => {
          onDone(t('console.tags.add.added', { uid: tag.uid, name: tag.item?.name ?? serial.trim() }));
          setUid('');
          setSerial('');
          setKey('');
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={addOne} noValidate aria-labelledby="add-one-tag">
      <h3 id="add-one-tag" className={styles.subhead}>
        {t('console.tags.add.oneTitle')}
      </h3>
      <div className={styles.row}>
        <UidInput label={t('console.tags.add.uid')} value={uid} onChange={setUid} error={problems.uid} />
        <TextInput
          label={t('console.tags.add.serial')}
          value={serial}
          maxLength={100}
          onChange={(event) => setSerial(event.target.value)}
          error={problems.serial}
        />
      </div>
      <KeyInput value={key} onChange={setKey} error={problems.key} />
      <ErrorLine error={create.error} />
      <SubmitButton label={t('console.tags.add.submit')} busy={create.isPending} />
    </form>
  );
}
