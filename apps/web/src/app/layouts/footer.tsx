import { usePreferences } from '../../shared/preferences/preferences-context';
import { useBrand } from '../../shared/brand/brand-context';
import { LegalAgreementLink } from '../../shared/legal/legal-agreement-link';
import classes from './portal-layout.module.css';

/** '© <current year> ' and the brand's footer text (SPEC §1), then the privacy policy and terms. */
export function PortalFooter() {
  const brand = useBrand();
  const { language } = usePreferences();
  return (
    <footer className={classes.footer}>
      © {new Date().getFullYear()} {brand.footer[language]}
      {' · '}
      <LegalAgreementLink type="privacyPolicy" />
      {' · '}
      <LegalAgreementLink type="termsAndConditions" />
    </footer>
  );
}
