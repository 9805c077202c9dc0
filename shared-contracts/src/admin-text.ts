/**
 * Back-office texts: per entity (delete confirmations, errors and success toasts), then the sell
 * queue and orders screens' fixed texts.
 * Imported as 'shared-contracts/admin-text' by the admin remote and the api only: they are not
 * in the 'shared-contracts' index, which storefront pages load, so storefront pages never
 * download them.
 */
export const ADMIN_TEXT = {
  product: {
    confirmDelete: 'Are you sure you want to delete this product?',
    fetchError: 'There was an error fetching the Products!',
    deleteError: 'There was an error deleting the product!',
    saveError: 'There was an error saving the product!',
    added: 'Product added successfully!',
    updated: 'Product updated successfully!',
    deleted: 'Product deleted successfully!',
  },
  brand: {
    confirmDelete: 'Are you sure you want to delete this brand?',
    fetchError: 'There was an error fetching the Brands!',
    deleteError: 'There was an error deleting the brand!',
    saveError: 'There was an error saving the brand!',
    added: 'Brand added successfully!',
    updated: 'Brand updated successfully!',
    deleted: 'Brand deleted successfully!',
  },
  category: {
    confirmDelete: 'Are you sure you want to delete this category?',
    fetchError: 'There was an error fetching the Categories!',
    deleteError: 'There was an error deleting the category!',
    saveError: 'There was an error saving the category!',
    added: 'Category Added successfully!',
    updated: 'Category updated successfully!',
    deleted: 'Categorie deleted successfully!',
  },
  gender: {
    confirmDelete: 'Are you sure you want to delete this gender?',
    fetchError: 'There was an error fetching the Genders!',
    deleteError: 'There was an error deleting the Gender!',
    saveError: 'There was an error saving the Gender!',
    added: 'Gender added successfully!',
    updated: 'Gender updated successfully!',
    deleted: 'Gender deleted successfully!',
  },
  colour: {
    confirmDelete: 'Are you sure you want to delete this Color?',
    fetchError: 'There was an error fetching the Colors!',
    deleteError: 'There was an error deleting the Color!',
    saveError: 'There was an error saving the Color!',
    added: 'Color added successfully!',
    updated: 'Color updated successfully!',
    deleted: 'Color deleted successfully!',
  },
  user: {
    confirmDelete: 'Are you sure you want to delete this User?',
    fetchError: 'There was an error fetching the Users!',
    deleteError: 'There was an error deleting the user!',
    saveError: 'There was an error saving the User!',
    added: 'User added successfully!',
    updated: 'User updated successfully!',
    deleted: 'User deleted successfully!',
  },
} as const;

export type AdminEntity = keyof typeof ADMIN_TEXT;

/** The back-office screens' fixed texts. */
export const ADMIN_SCREEN_TEXT = {
  sellQueueTitle: 'All pending products',
  noPendingOrders: 'No pending orders',
  allQueuedOrders: 'All queued orders',
  orderDetails: 'Order Details',
  backToOrders: 'Back to Orders',
  adminSearchPlaceholder: 'Search by ID or Name',
} as const;

export const ADMIN_ERRORS = {
  ignoreOrder: (message: string) => `Failed to ignore the order: ${message}`,
  ignoreOrderNetwork: 'An error occurred while ignoring the order.',
  approveOrder: (message: string) => `Failed to approve the order: ${message}`,
  approveOrderNetwork: 'There was an error approving the order!',
  queueDetails: 'Error fetching queue details:',
  orderDetails: 'Error fetching order details.',
  lastId: 'There was an error fetching the last ID!',
} as const;

export const ADMIN_SUCCESS = {
  orderApproved: 'Order approved and moved to products successfully!',
  orderIgnored: 'Order ignored successfully!',
  orderDeleted: 'Order deleted successfully!',
} as const;
