/** A valid shipping address for Orders/addOrder.php (Products are added per test). */
export const SHIPPING = {
  Address: 'Villa 12',
  Street: 'Jumeirah Beach Road',
  Apartment: '',
  City: 'Dubai',
  State: 'Dubai',
  Zip: '00000',
  Country: 'UAE',
  Phone: '+971501234567',
  Notes: 'Call first',
};
