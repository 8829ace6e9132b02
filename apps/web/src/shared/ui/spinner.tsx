import classes from './spinner.module.css';

/**
 * A centred spinner in the look of Mantine's Loader, drawn with CSS alone so the first load does not carry the Loader
 * component (ARCHITECTURE §9); `label` names what is loading for assistive technology.
 */
export function Spinner({ label }: { readonly label: string }) {
  return (
    <div className={classes.center} role="status" aria-label={label}>
      <span className={classes.spinner} />
    </div>
  );
}
