import type { ComponentType, ReactNode } from 'react';
import type { Product } from '../entities/catalog';

export { REMOTES_CONFIG_ID } from './remotes-config-id';

/**
 * The remote registry: every remote, its package folder and the modules it exposes with their
 * props. The shell's route table, each remote's webpack `exposes` and the contract tests are
 * checked against this one list.
 */
export const REMOTES = {
  mfe_catalog: {
    package: 'mfe-catalog',
    exposes: ['HomePage', 'ItemListPage', 'ProductDetailPage', 'SearchBox', 'ProductCard'],
  },
  mfe_checkout: {
    package: 'mfe-checkout',
    exposes: ['CartPage', 'FavouritesPage', 'CheckoutPage'],
  },
  mfe_account: {
    package: 'mfe-account',
    exposes: [
      'AccountDetailsPage',
      'MyItemsPage',
      'SellPage',
      'JoinPage',
      'SuccessPage',
      'MyOrdersPage',
      'OrderPage',
      'InvoicePage',
      'ResetPasswordPage',
    ],
  },
  mfe_admin: {
    package: 'mfe-admin',
    exposes: [
      'SellQueuePage',
      'SellQueueDetailsPage',
      'BrandsPage',
      'CategoriesPage',
      'ColorsPage',
      'GendersPage',
      'ProductsPage',
      'UsersPage',
      'OrdersPage',
      'OrderDetailsPage',
      'PayoutsPage',
      'PaymentsPage',
      'PromotionsPage',
      'MailPage',
      'ReleasesPage',
      'SettingsPage',
    ],
  },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${(typeof REMOTES)[R]['exposes'][number]}`;
}[RemoteName];

export interface SearchBoxProps {
  /** 'bar' in the top navigation, 'sidebar' inside the mobile menu. */
  variant?: 'bar' | 'sidebar';
  /** Called after a suggestion was opened (the mobile menu closes itself). */
  onNavigate?: () => void;
}

export interface ProductCardProps {
  product: Product;
  /** Extra actions under the card (the favourites page's Add to Cart / Remove from Favorites). */
  footer?: ReactNode;
  /** Above the fold on first paint (the first row of a list): its image loads first, not lazily. */
  priority?: boolean;
}

type NoProps = Record<string, never>;

interface ComponentProps {
  'mfe_catalog/SearchBox': SearchBoxProps;
  'mfe_catalog/ProductCard': ProductCardProps;
}

/** Props of every exposed module; pages take none (they read the route and the store). */
export type RemoteModuleProps = {
  [K in RemoteModuleId]: K extends keyof ComponentProps ? ComponentProps[K] : NoProps;
};

export type RemoteModule<K extends RemoteModuleId> = {
  default: ComponentType<RemoteModuleProps[K]>;
};

/** The `exposes` map for a remote's webpack config: './Name' -> the file that holds it. */
export function exposesFor<R extends RemoteName>(
  remote: R,
  files: Record<(typeof REMOTES)[R]['exposes'][number], string>,
): Record<string, string> {
  return Object.fromEntries(
    REMOTES[remote].exposes.map((name: (typeof REMOTES)[R]['exposes'][number]) => [
      `./${name}`,
      files[name],
    ]),
  );
}

/** The remotes config the api serves at /remotes.json. */
export interface RemotesConfig {
  remotes: Record<RemoteName, string>;
  /** The released version each remote runs, where one was released (absent: the shell's build). */
  versions?: Partial<Record<RemoteName, string>>;
  /** Business phone for the footer and the whatsapp link. */
  phone?: string;
  /** Where the /join screens point supabase-js (the api's /auth/v1 by default). */
  auth?: { url: string; anonKey: string };
}
