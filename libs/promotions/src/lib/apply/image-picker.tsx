import { Button } from '@mweb/ui-kit';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../promotions.module.css';
import { IMAGE_ACCEPT, MAX_IMAGES, pickImages, type ImageRefusal } from './upload-rules';

/** A picked image and the object URL its preview shows. */
export interface PickedImage {
  id: number;
  file: File;
  url: string;
}

/**
 * The images an application carries: each picked file checked before it is held (png or jpg by
 * its first bytes, at most 5 MB, at most 3 in all), a preview and a remove button for each, and
 * the reason under the field when a file is refused. Every preview's object URL is revoked when
 * the image is removed or the picker goes away.
 */
export function useImagePicker() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [refusal, setRefusal] = useState<ImageRefusal | null>(null);
  const nextId = useRef(0);
  // What is held, kept in step by the handlers below, so that the unmount can revoke it all.
  const held = useRef<PickedImage[]>([]);
  useEffect(() => () => held.current.forEach((image) => URL.revokeObjectURL(image.url)), []);
  const hold = (next: PickedImage[]) => {
    held.current = next;
    setImages(next);
  };

  const add = async (files: readonly File[]) => {
    const picked = await pickImages(held.current.length, files);
    setRefusal(picked.refusal);
    if (picked.accepted.length === 0) return;
    const added = picked.accepted.map((file) => ({
      id: (nextId.current += 1),
      file,
      url: URL.createObjectURL(file),
    }));
    hold([...held.current, ...added]);
  };
  const remove = (id: number) => {
    const image = held.current.find((item) => item.id === id);
    if (image) URL.revokeObjectURL(image.url);
    hold(held.current.filter((item) => item.id !== id));
    setRefusal(null);
  };
  return { images, refusal, add, remove };
}

export function ImagePicker({ picker }: { picker: ReturnType<typeof useImagePicker> }) {
  const { t } = useTranslation('promotions');
  const labelId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { images, refusal, add, remove } = picker;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again, after removing it, is seen as a change.
    event.target.value = '';
    void add(files);
  };
  return (
    <div className={styles['form']} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles['label']}>
        {t('images')}
      </span>
      {images.length > 0 && (
        <ul className={styles['previews']}>
          {images.map((image, index) => (
            <li key={image.id} className={styles['preview']}>
              <img src={image.url} alt={t('image_preview', { index: index + 1 })} />
              <Button size="s" variant="ghost" onClick={() => remove(image.id)}>
                {t('image_remove', { index: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        className={styles['fileInput']}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        tabIndex={-1}
        aria-label={t('image_add')}
        aria-describedby={refusal ? messageId : undefined}
        onChange={onChange}
      />
      <Button
        variant="secondary"
        disabled={images.length >= MAX_IMAGES}
        aria-describedby={refusal ? messageId : undefined}
        onClick={() => input.current?.click()}
      >
        {t('image_add')}
      </Button>
      {refusal && (
        <p id={messageId} className={styles['error']} role="alert">
          {t(`image_refused.${refusal}`)}
        </p>
      )}
    </div>
  );
}
