import styles from '../wallet.module.css';

/** Why a submit failed, above its button; nothing when it did not. */
export function Failure({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className={styles['failure']}>
      {message}
    </p>
  ) : null;
}
