import { NavLink } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { NavItem } from '../routing/navigation';
import classes from './portal-layout.module.css';

/** A list of navigation links; with `nested`, each area lists its pages beneath it (the side menu). */
export function NavLinks({
  items,
  nested = false,
  onNavigate,
}: {
  items: readonly NavItem[];
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={nested ? classes.menuList : classes.navList}>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink to={item.to} className={classes.navLink} onClick={onNavigate} end={item.path === '/'}>
            {t(item.labelKey)}
          </NavLink>
          {nested && item.children.length > 0 && <NavLinks items={item.children} nested onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}
