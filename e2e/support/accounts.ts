/** Demo accounts the api seeds (ADMIN_EMAIL / ADMIN_PASSWORD override the admin). */
export interface Credentials {
  Email: string;
  Password: string;
}

export const ADMIN: Credentials = {
  Email: process.env.ADMIN_EMAIL || 'admin@reluxe.ae',
  Password: process.env.ADMIN_PASSWORD || 'ReluxeAdmin#2026',
};

export const CUSTOMER: Credentials = {
  Email: 'customer@reluxe.ae',
  Password: 'ReluxeCustomer#2026',
};

let counter = 0;

/** A fresh, unique sign-up form. */
export function newSignup(prefix = 'shopper') {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    fName: 'Layla',
    lName: `Test${counter}`,
    Email: `${prefix}.${id}@example.com`,
    Password: 'Str0ng!Passw0rd',
    conf_Password: 'Str0ng!Passw0rd',
    number: '971500000000',
    birthdate: '1990-05-01',
    gender: 'Female',
  };
}
