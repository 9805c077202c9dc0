import {
  CreditCard,
  Inbox,
  Layers,
  Mail,
  Package,
  Palette,
  ReceiptText,
  Rocket,
  Settings,
  TicketPercent,
  Wallet,
  Tag,
  UsersRound,
  VenusAndMars,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other routes that belong to this entry (detail screens). */
  also?: string;
}

/**
 * The back-office sidebar in its fixed order, with Payouts, Payments, Promotions, Mail and
 * Releases (ours) after the orders and Settings (ours) last.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Details Menu', to: '/ShowSellQueue', icon: Inbox, also: '/ShowSellQueueDetails' },
  { label: 'Brands List', to: '/ShowBrands', icon: Tag },
  { label: 'Categories List', to: '/ShowCategories', icon: Layers },
  { label: 'Colors List', to: '/ShowColors', icon: Palette },
  { label: 'Genders List', to: '/ShowGenders', icon: VenusAndMars },
  { label: 'Orders List', to: '/ShowOrders', icon: ReceiptText, also: '/ShowOrderDetails' },
  { label: 'Payouts', to: '/ShowPayouts', icon: Wallet },
  { label: 'Payments', to: '/ShowPayments', icon: CreditCard },
  { label: 'Promotions', to: '/ShowPromotions', icon: TicketPercent },
  { label: 'Mail', to: '/ShowMail', icon: Mail },
  { label: 'Releases', to: '/ShowReleases', icon: Rocket },
  { label: 'Products List', to: '/ShowProducts', icon: Package },
  { label: 'Users List', to: '/ShowUsers', icon: UsersRound },
  { label: 'Settings', to: '/ShowSettings', icon: Settings },
];
