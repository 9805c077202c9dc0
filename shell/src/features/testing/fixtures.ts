import type { Brand, Category, Menu } from 'shared-contracts';

/** A Sex/ answer like the api's: the 'allDropdown' menu and menus keyed by CategoireID. */
export const menuFixture: Menu = {
  '2': {
    title: 'Bags',
    sections: [
      {
        header: 'Bags by gender',
        link: '/Items?category=2',
        items: [
          { id: 1, name: "Men's Bags" },
          { id: 2, name: "Women's Bags" },
        ],
      },
    ],
  },
  allDropdown: {
    title: 'All',
    sections: [
      {
        header: 'Shop by gender',
        link: '',
        items: [
          { id: 1, name: 'Men' },
          { id: 2, name: 'Women' },
          { id: 3, name: 'Unisex' },
        ],
      },
    ],
  },
  '1': {
    title: 'Watches',
    sections: [
      {
        header: 'Watches by gender',
        link: '/Items?category=1',
        items: [
          { id: 1, name: "Men's Watches" },
          { id: 2, name: "Women's Watches" },
        ],
      },
    ],
  },
};

export const categoriesFixture: Category[] = [
  { CategoireID: 1, Name: 'Watches', Image: '' },
  { CategoireID: 2, Name: 'Bags', Image: '' },
  { CategoireID: 3, Name: 'Jewellery', Image: '' },
];

export const brandsFixture: Brand[] = [
  'Rolex',
  'Patek Philippe',
  'Cartier',
  'Hermes',
  'Chanel',
  'Louis Vuitton',
  'Audemars Piguet',
  'Omega',
  'Dior',
  'Gucci',
].map((Name, index) => ({ BrandID: index + 1, Name, Image: '' }));
