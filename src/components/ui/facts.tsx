/** Label/value pairs as a description list. `styles` places and colours the list, each pair and its parts. */
export function Facts({
  items,
  styles,
}: {
  items: readonly { label: string; value: string }[];
  styles: { list: string; item: string; label: string; value: string };
}) {
  return (
    <dl className={styles.list}>
      {items.map((f) => (
        <div key={f.label} className={styles.item}>
          <dt className={styles.label}>{f.label}</dt>
          <dd className={styles.value}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
