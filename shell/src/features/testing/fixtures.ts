import type { Brand, Category, Menu } from 'shared-contracts';

/** A Sex/ answer like the api's: the 'allDropdown' menu and menus keyed by CategoireID. */
export const menuFixture: Menu = {
  '2': {
    title: 'Bags',
    titleAr: 'الحقائب',
    sections: [
      {
        header: 'Bags by gender',
        headerAr: 'الحقائب حسب الفئة',
        link: '/Items?category=2',
        items: [
          { id: 1, name: "Men's Bags", nameAr: 'حقائب رجالية' },
          { id: 2, name: "Women's Bags", nameAr: 'حقائب نسائية' },
        ],
      },
    ],
  },
  allDropdown: {
    title: 'All',
    titleAr: 'الكل',
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
    titleAr: 'الساعات',
    sections: [
      {
        header: 'Watches by gender',
        headerAr: 'الساعات حسب الفئة',
        link: '/Items?category=1',
        items: [
          { id: 1, name: "Men's Watches", nameAr: 'ساعات رجالية' },
          // No Arabic name: the English one shows in Arabic too.
          { id: 2, name: "Women's Watches" },
        ],
      },
    ],
  },
};

export const categoriesFixture: Category[] = [
  { CategoireID: 1, Name: 'Watches', NameAr: 'الساعات', Image: '' },
  { CategoireID: 2, Name: 'Bags', NameAr: 'الحقائب', Image: '' },
  { CategoireID: 3, Name: 'Jewellery', NameAr: null, Image: '' },
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
