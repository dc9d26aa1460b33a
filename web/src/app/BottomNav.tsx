import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppText } from './messages';
import { NavIcon } from './NavIcon';
import { isNavItemActive, navItemsFor } from './navigation';

const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  height: calc(${({ theme }) => theme.layout.bottomNavHeight} + env(safe-area-inset-bottom, 0px));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.colors.overlay};
  border-top: 1px solid ${({ theme }) => theme.colors.forest600};
  backdrop-filter: blur(8px);
`;

const List = styled.ul`
  display: flex;
  justify-content: space-around;
  align-items: stretch;
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxContentWidth};
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  flex: 1;
  display: flex;
`;

const NavLink = styled(Link)<{ $active: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-decoration: none;
  /* A label is one word or two: never broken inside a word ("Pilgrimage-s"), a little smaller on the narrowest phones.
     A translation too long for one line says where it breaks ("Altar\nhinzufügen"): only there, never by itself.
     The padding keeps neighbouring labels apart where the bar is full (German and Spanish at 320 px). */
  padding: 0 4px;
  white-space: pre;
  overflow-wrap: normal;
  text-align: center;
  @media (max-width: 360px) {
    font-size: 0.6875rem;
  }
  color: ${({ theme, $active }) => ($active ? theme.colors.amberBright : theme.colors.mist)};
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover {
    color: ${({ theme }) => theme.colors.moonlight};
  }
  &:focus-visible {
    outline-offset: -4px;
  }
`;

export function BottomNav() {
  const t = useAppText();
  const { pathname } = useLocation();
  return (
    <Bar aria-label={t('mainNavigation')}>
      <List>
        {navItemsFor(pathname).map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <Item key={item.to}>
              <NavLink to={item.to} $active={active} aria-current={active ? 'page' : undefined}>
                <NavIcon name={item.icon} />
                {t(item.labelKey)}
              </NavLink>
            </Item>
          );
        })}
      </List>
    </Bar>
  );
}
