import { useTranslation } from '../../shared/i18n/use-translation';
import { useBrand } from '../../shared/brand/brand-context';
import { usePreferences } from '../../shared/preferences/preferences-context';
import { MessageText } from '../../shared/ui/message-page';
import classes from './login-page.module.css';

/**
 * /users/login. Signing in arrives with the identity release (issue 3); until then the page says so plainly
 * instead of showing a form that cannot work. The language and colour-mode controls of the shell work here.
 * Plain elements in the look of Mantine's components: this page is the first load (ARCHITECTURE §9).
 */
export function LoginPage() {
  const { t } = useTranslation('users');
  const brand = useBrand();
  const { language } = usePreferences();
  return (
    <div className={classes.page}>
      <div className={classes.stack}>
        <div className={classes.brand}>
          {/* Decorative: the brand's name is written right below it (the header's logo carries the name). */}
          <img src={brand.logo} alt="" className={classes.logo} />
          <p className={classes.brandName}>{brand.name[language]}</p>
        </div>
        <h1 className={classes.heading}>{t('login.heading')}</h1>
        <div className={classes.notice} role="note" aria-labelledby="login-notice-title" data-testid="login-notice">
          <div className={classes.noticeStack}>
            <h2 className={classes.noticeTitle} id="login-notice-title">
              {t('login.noticeTitle')}
            </h2>
            <MessageText>{t('login.noticeBody')}</MessageText>
          </div>
        </div>
      </div>
    </div>
  );
}
