import styles from './boot-spinner.module.css';

/**
 * A loading indicator without antd, for what shows before antd is loaded: the first page load and the
 * `?token=` landing overlay (`fullscreen`). Pages that already use antd keep PageSpinner. Without a label
 * it names the product, as the boot screen of index.html does before any script runs: the page goes
 * from one to the other without a change.
 */
export function BootSpinner({ fullscreen = false, label }: { fullscreen?: boolean; label?: string }) {
  return (
    <div className={fullscreen ? `${styles.box} ${styles.fullscreen}` : styles.box} role="status">
      <div className={styles.dot} />
      {label ?? (fullscreen ? undefined : 'Pulseboard')}
    </div>
  );
}
