import { Link } from 'react-router';
import { useBrand } from '../../shared/brand/brand-context';
import { usePreferences } from '../../shared/preferences/preferences-context';
import classes from './portal-layout.module.css';

/** The brand's logo (its alt text is the brand's name) and header text, linking home. */
export function BrandMark() {
  const brand = useBrand();
  const { language } = usePreferences();
  return (
    <Link to="/" className={classes.brandMark} data-tour="brand">
      <img src={brand.logo} alt={brand.name[language]} className={classes.logo} />
      <span className={classes.brandHeader}>{brand.header[language]}</span>
    </Link>
  );
}
