import { usePreferences } from '../../shared/preferences/preferences-context';
import { useBrand } from '../../shared/brand/brand-context';
import classes from './portal-layout.module.css';

/** '© <current year> ' and the brand's footer text (SPEC §1). */
export function PortalFooter() {
  const brand = useBrand();
  const { language } = usePreferences();
  return (
    <footer className={classes.footer}>
      © {new Date().getFullYear()} {brand.footer[language]}
    </footer>
  );
}
