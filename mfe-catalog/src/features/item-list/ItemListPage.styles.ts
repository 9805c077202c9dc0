import styled from 'styled-components';
import { Button } from 'shared-contracts';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 48px;
  align-items: start;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 200px minmax(0, 1fr);
    gap: 32px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;

export const Sidebar = styled.aside<{ $open: boolean }>`
  position: sticky;
  top: 24px;
  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    inset-block: 0;
    inset-inline: 0 auto;
    z-index: ${({ theme }) => theme.z.drawer};
    width: min(86vw, 340px);
    padding: 0 20px 24px;
    overflow-y: auto;
    background: #fff;
    box-shadow: ${({ theme }) => theme.shadow.pop};
    transform: translateX(${({ $open }) => ($open ? '0' : '-105%')});
    /* The drawer slides in from the inline start: the right in right-to-left. */
    [dir='rtl'] & {
      transform: translateX(${({ $open }) => ($open ? '0' : '105%')});
    }
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    /* Closed, its filter lists skip style, layout and paint: a phone's first layout of the page
       used to lay them out unseen, type sizes and all. Closing keeps them until the slide ends. */
    content-visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition:
      transform 0.3s ease,
      visibility 0.3s,
      content-visibility 0.3s allow-discrete;
  }
`;

export const DrawerHeader = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    position: sticky;
    top: 0;
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 16px 0;
    margin-bottom: 8px;
    background: #fff;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    h2 {
      margin: 0;
      font-size: 20px;
    }
  }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  background: none;
  cursor: pointer;
`;

export const DrawerFooter = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
    position: sticky;
    bottom: 0;
    padding-top: 12px;
    background: #fff;
  }
`;

export const Backdrop = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.z.drawer - 1};
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 24px;
  min-height: 36px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const ToolbarSide = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
`;

/** The sort stays in view on every layout: on a phone it sits above the grid, outside the drawer. */
export const SortField = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
  select {
    width: auto;
    min-height: 36px;
    padding: 6px 10px;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const FiltersButton = styled(Button)`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }
`;

export const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-size: 11px;
  letter-spacing: 0;
`;

export const ClearButton = styled.button`
  border: 0;
  background: none;
  padding: 4px 0;
  font-size: 12px;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-decoration: underline;
  text-underline-offset: 4px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.ink};
`;

export const Empty = styled.div`
  padding: 64px 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0 0 20px;
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 20px;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 48px;
`;
