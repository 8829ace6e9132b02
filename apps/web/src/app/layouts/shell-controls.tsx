import { useTranslation } from '../../shared/i18n/use-translation';
import { isLanguage, languages } from '@portal/contract/domain/language';
import { languageNames } from '../../shared/i18n/language-names';
import { usePreferences, usePreferencesStore } from '../../shared/preferences/preferences-context';
import classes from './portal-layout.module.css';

const languageOptions = languages.map((language) => ({ value: language, label: languageNames[language] }));

/**
 * The language selector: works before anyone signs in and is kept for 365 days. A native select (styled with the
 * theme's tokens) rather than Mantine's keeps the input machinery out of the first load.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const store = usePreferencesStore();
  return (
    <select
      aria-label={t('header.language')}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.currentTarget.value)) store.setLanguage(event.currentTarget.value);
      }}
      className={classes.languageSelect}
      data-tour="language"
    >
      {languageOptions.map((option) => (
        <option key={option.value} value={option.value} lang={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * The colour-mode switch: light by default, dark when on; kept for 365 days. A native checkbox in the role and look
 * of Mantine's Switch, for the same reason as the language selector: Mantine's Switch brings its whole input
 * machinery into the first load.
 */
export function DarkModeSwitch() {
  const { t } = useTranslation();
  const { colourMode } = usePreferences();
  const store = usePreferencesStore();
  return (
    <label className={classes.switch} data-tour="colour-mode">
      <input
        type="checkbox"
        role="switch"
        checked={colourMode === 'dark'}
        onChange={(event) => store.setColourMode(event.currentTarget.checked ? 'dark' : 'light')}
        className={classes.switchInput}
      />
      <span className={classes.switchTrack} aria-hidden="true">
        <span className={classes.switchThumb} />
      </span>
      <span className={classes.controlLabel}>{t('header.darkMode')}</span>
    </label>
  );
}
