import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, type Order } from 'shared-contracts';
import { networkError, renderPage, resetToasts } from '../../test/render';
import { OrderDetailsPage } from './OrderDetailsPage';
import { OrdersPage } from './OrdersPage';

const order: Order = {
  OrderID: 31,
  UserName: 'Layla',
  PhoneNumber: '+971500000000',
  OrderDate: '2026-03-05T10:30:00Z',
  Status: 'Pending',
  Address: 'Villa 3',
  ApartmentNumber: '12',
  City: 'Dubai',
  State: 'Dubai',
  Country: 'UAE',
  Street: 'Jumeirah Beach Road',
  ZipCode: '00000',
  Notes: 'Call first',
};

describe('Orders', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetToasts();
  });

  it('lists orders with the spec columns and a details link', async () => {
    jest.spyOn(adminApi.orders, 'list').mockResolvedValue([order]);
    renderPage(<OrdersPage />, { path: '/ShowOrders' });
    expect(screen.getByRole('heading', { name: 'All queued orders' })).toBeInTheDocument();
    const row = (await screen.findByText('Jumeirah Beach Road')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Order ID',
      'User Name',
      'Phone Number',
      'Order Date',
      'Status',
      'Address',
      'Apartment Number',
      'City',
      'State',
      'Country',
      'Street',
      'Zip Code',
      'Notes',
      'Details',
    ]);
    expect(within(row).getByText('05 Mar 2026, 10:30', { exact: false })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/ShowOrderDetails/31',
    );
  });

  it('shows an order’s lines with prices in AED and goes back to the orders', async () => {
    const user = userEvent.setup();
    const details = jest.spyOn(adminApi.orders, 'details').mockResolvedValue([
      { OrderDetailsID: 70, OrderID: 31, ProductID: 12, Quantity: 1, Price: 48500 },
      { OrderDetailsID: 71, OrderID: 31, ProductID: 14, Quantity: 2, Price: 1250.5 },
    ]);
    renderPage(<OrderDetailsPage />, {
      path: '/ShowOrderDetails/:id',
      url: '/ShowOrderDetails/31',
    });
    expect(screen.getByRole('heading', { name: 'Order Details' })).toBeInTheDocument();
    const row = (await screen.findByText('70')).closest('tr')!;
    expect(details).toHaveBeenCalledWith(31);
    expect(within(row).getByText('48,500 AED')).toBeInTheDocument();
    expect(screen.getByText('1,250.5 AED')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Order Detail ID',
      'Order ID',
      'Product ID',
      'Quantity',
      'Price',
    ]);
    await user.click(screen.getByRole('button', { name: 'Back to Orders' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ShowOrders');
  });

  it('shows "Error fetching order details." when the lines cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(adminApi.orders, 'details').mockRejectedValue(networkError());
    renderPage(<OrderDetailsPage />, {
      path: '/ShowOrderDetails/:id',
      url: '/ShowOrderDetails/31',
    });
    expect(await screen.findByText('Error fetching order details.')).toBeInTheDocument();
  });
});
