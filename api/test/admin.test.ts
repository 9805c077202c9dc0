import { pngBytes } from './helpers/images';
import { multipart } from './helpers/multipart';
import { BACKENDS, call, startTestApp, type TestApp } from './helpers/test-app';

describe.each(BACKENDS)('back-office on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());
  const get = (url: string) => call(t, { method: 'GET', url, cookie: t.adminCookie });
  const post = (url: string, payload: object) =>
    call(t, { method: 'POST', url, payload, cookie: t.adminCookie });
  const postForm = (url: string, form: ReturnType<typeof multipart>) =>
    call(t, { method: 'POST', url, cookie: t.adminCookie, ...form });

  it('pages brands and categories with total, 1-based pages and search by id or name', async () => {
    const page = (await get('/api/Brand/showbrand_page.php?page=1&limit=25')).json();
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.data[0]).toEqual({
      BrandID: 1,
      Name: 'Rolex',
      NameAr: 'رولكس',
      Image: expect.any(String),
    });
    expect((await get('/api/Brand/showbrand_page.php?page=2&limit=5')).json().data[0].BrandID).toBe(
      6,
    );
    expect((await get('/api/Brand/showbrand_page.php?page=1&limit=25&search=vuit')).json()).toEqual(
      {
        data: [
          { BrandID: 8, Name: 'Louis Vuitton', NameAr: 'لويس فيتون', Image: expect.any(String) },
        ],
        total: 1,
      },
    );
    expect((await get('/api/Brand/showbrand_page.php?search=2')).json().data[0].BrandID).toBe(2);
    expect((await get('/api/Categoire/showcategoire_page.php?page=1&limit=25')).json().total).toBe(
      5,
    );
    expect((await get('/api/Color/showcolor_page.php?page=1&limit=10')).json().data).toHaveLength(
      10,
    );
    expect((await get('/api/Sex/showgender_page.php?page=1&limit=10')).json().total).toBe(3);
    expect((await get('/api/Brand/showbrand_page.php?page=0')).statusCode).toBe(400);
  });

  it('adds, updates and deletes a brand with an image (multipart), using the sent id when free', async () => {
    const last = (await get('/api/Brand/getlastid.php')).json().LastID;
    const image = await pngBytes();
    const added = await postForm(
      '/api/Brand/addbrand.php',
      multipart({ BrandID: last + 1, Name: 'Goyard' }, [
        { field: 'Image', filename: 'g.png', contentType: 'image/png', bytes: image },
      ]),
    );
    expect(added.json()).toMatchObject({
      status: 'success',
      message: 'Brand added successfully!',
      BrandID: last + 1,
    });
    const taken = await postForm(
      '/api/Brand/addbrand.php',
      multipart({ BrandID: 1, Name: 'Moynat' }),
    );
    expect(taken.json().BrandID).toBe(last + 2);
    const brand = (await get(`/api/Brand/showbrand_page.php?search=${last + 1}`)).json().data[0];
    expect(brand.Image).toMatch(/^\/uploads\/u\/.+\.webp$/);
    const updated = await postForm(
      '/api/Brand/updatebrand.php',
      multipart({ BrandID: last + 1, Name: 'Goyard Paris' }),
    );
    expect(updated.json().message).toBe('Brand updated successfully!');
    expect((await get(`/api/Brand/showbrand_page.php?search=${last + 1}`)).json().data[0]).toEqual({
      ...brand,
      Name: 'Goyard Paris',
    });
    expect((await post('/api/Brand/deletebrand.php', { BrandID: last + 1 })).json()).toEqual({
      status: 'success',
      message: 'Brand deleted successfully!',
    });
    expect((await post('/api/Brand/deletebrand.php', { BrandID: last + 1 })).statusCode).toBe(404);
    expect((await postForm('/api/Brand/addbrand.php', multipart({ Name: '' }))).statusCode).toBe(
      400,
    );
  });

  it('refuses to delete a brand, category, colour or gender still in use (409)', async () => {
    const brand = await post('/api/Brand/deletebrand.php', { BrandID: 1 });
    expect(brand.statusCode).toBe(409);
    expect(brand.json()).toEqual({
      status: 'error',
      message: expect.stringMatching(/^The brand "Rolex" cannot be deleted: \d+ products use it$/),
    });
    expect((await post('/api/Categoire/deletecategoire.php', { CategoireID: 1 })).statusCode).toBe(
      409,
    );
    expect((await post('/api/Color/deleteColor.php', { Color_ID: 1 })).statusCode).toBe(409);
    expect((await post('/api/Sex/deletegender.php', { SexID: 1 })).statusCode).toBe(409);
    expect((await post('/api/Sex/deletegender.php', { SexID: 'abc' })).statusCode).toBe(400);
  });

  it('manages colours and genders with JSON bodies', async () => {
    const colour = await post('/api/Color/addColor.php', { Color_ID: 500, Name: 'Teal' });
    expect(colour.json()).toMatchObject({
      status: 'success',
      message: 'Color added successfully!',
      Color_ID: 500,
    });
    expect(
      (await post('/api/Color/updateColor.php', { Color_ID: 500, Name: 'Petrol' })).json().message,
    ).toBe('Color updated successfully!');
    expect((await get('/api/Color/getlastid.php')).json()).toEqual({ LastID: 500 });
    expect((await post('/api/Color/deleteColor.php', { Color_ID: 500 })).json().message).toBe(
      'Color deleted successfully!',
    );
    const next = await post('/api/Color/addColor.php', { Name: 'Ivory' });
    expect(next.json().Color_ID).toBeGreaterThan(500);
    const gender = await post('/api/Sex/addgender.php', { SexID: 9, Name: 'Kids' });
    expect(gender.json().message).toBe('Gender added successfully!');
    expect(
      (await post('/api/Sex/updategender.php', { SexID: 9, Name: 'Children' })).json().message,
    ).toBe('Gender updated successfully!');
    expect((await get('/api/Sex/getlastid.php')).json().LastID).toBe(9);
    expect((await post('/api/Sex/deletegender.php', { SexID: 9 })).json().message).toBe(
      'Gender deleted successfully!',
    );
    expect((await post('/api/Sex/updategender.php', { SexID: 999, Name: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('manages categories (multipart)', async () => {
    const added = await postForm('/api/Categoire/addcategoire.php', multipart({ Name: 'Eyewear' }));
    expect(added.json().message).toBe('Category Added successfully!');
    const id = added.json().CategoireID;
    expect(
      (
        await postForm(
          '/api/Categoire/updatecategoire.php',
          multipart({ CategoireID: id, Name: 'Eyes' }),
        )
      ).json().message,
    ).toBe('Category updated successfully!');
    expect(
      (await post('/api/Categoire/deletecategoire.php', { CategoireID: id })).json().message,
    ).toBe('Categorie deleted successfully!');
    expect((await get('/api/Categoire/getlastid.php')).json().LastID).toBeGreaterThanOrEqual(5);
  });

  it('pages, adds, updates and deletes products; keeps only the first image; status from stock and offer', async () => {
    const page = (await get('/api/Products/showproduct_page.php?page=1&limit=10')).json();
    expect(page.data).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(70);
    // The back-office reads Image as a list of URLs; the storefront list as text.
    expect(page.data.every((p: { Image: unknown }) => Array.isArray(p.Image))).toBe(true);
    const first = page.data.find((p: { Status: string }) =>
      ['Available', 'OnSale', 'SoldOut'].includes(p.Status),
    );
    const listed = (await get(`/api/Products/getproduct.php?ids=${first.ProductID}`)).json();
    expect(first.Image).toEqual(listed[0].Image.split(','));
    const last = (await get('/api/Products/getlastid.php')).json().LastID;
    const png = await pngBytes();
    const file = (name: string) => ({
      field: 'Image',
      filename: name,
      contentType: 'image/png',
      bytes: png,
    });
    const fields = {
      ProductID: last + 1,
      UserID: 1,
      Name: 'Hermes Lindy 26',
      Description: 'Clemence',
      Price: 41000,
      Quantity: 2,
      OfferPrice: 10,
      BrandID: 6,
      CategoireID: 2,
      Color_ID: 6,
      SexID: 2,
      Status: 'Available',
    };
    const added = await postForm(
      '/api/Products/addproduct.php',
      multipart(fields, [file('a.png'), file('b.png')]),
    );
    expect(added.json()).toMatchObject({
      status: 'success',
      message: 'Product added successfully!',
      ProductID: last + 1,
    });
    const details = (await get(`/api/Products/getProductDetails.php?ProductID=${last + 1}`)).json();
    expect(details).toMatchObject({
      Status: 'OnSale',
      Price: 41000,
      OfferPrice: 10,
      Quantity: 2,
      UserID: 1,
    });
    expect(details.Image).toHaveLength(1);
    const updated = await postForm(
      '/api/Products/updateproduct.php',
      multipart({ ...fields, Quantity: 0, OfferPrice: 0 }),
    );
    expect(updated.json().message).toBe('Product updated successfully!');
    const after = (await get(`/api/Products/getProductDetails.php?ProductID=${last + 1}`)).json();
    expect(after).toMatchObject({ Status: 'SoldOut', Quantity: 0, Image: details.Image });
    expect((await get(`/api/Products/showproduct_page.php?search=Lindy`)).json().total).toBe(1);
    expect(
      (await post('/api/Products/deleteproduct.php', { ProductID: last + 1 })).json().message,
    ).toBe('Product deleted successfully!');
    expect(
      (await post('/api/Products/deleteproduct.php', { ProductID: last + 1 })).statusCode,
    ).toBe(404);
    expect(
      (await postForm('/api/Products/addproduct.php', multipart({ ...fields, Price: 'abc' })))
        .statusCode,
    ).toBe(400);
  });

  it('manages users and roles; passwords never answered', async () => {
    expect((await get('/api/Roles/')).json()).toEqual([
      { RoleID: 1, RoleName: 'Admin' },
      { RoleID: 2, RoleName: 'Customer' },
    ]);
    const page = (await get('/api/User/showuser_page.php?page=1&limit=10')).json();
    expect(page.data[0]).toEqual({
      UserID: 1,
      UserName: 'Reluxe Admin',
      Email: 'admin@reluxe.test',
      Password: '',
      ProfileImage: '',
      RoleID: 1,
      RoleName: 'Admin',
    });
    const last = (await get('/api/User/getlastid.php')).json().LastID;
    const added = await postForm(
      '/api/User/adduser.php',
      multipart({
        UserID: last + 1,
        UserName: 'Sara',
        Email: 'sara@reluxe.test',
        RoleID: 2,
        Password: 'SaraPass#1',
      }),
    );
    expect(added.json()).toMatchObject({
      status: 'success',
      message: 'User added successfully!',
      UserID: last + 1,
    });
    await t.login('sara@reluxe.test', 'SaraPass#1');
    const dup = await postForm(
      '/api/User/adduser.php',
      multipart({
        UserName: 'Sara 2',
        Email: 'SARA@reluxe.test',
        RoleID: 2,
        Password: 'SaraPass#1',
      }),
    );
    expect(dup.statusCode).toBe(409);
    const updated = await postForm(
      '/api/User/updateuserdetails.php',
      multipart({
        UserID: last + 1,
        UserName: 'Sara K',
        Email: 'sara@reluxe.test',
        RoleID: 1,
        Password: '',
      }),
    );
    expect(updated.json().message).toBe('User updated successfully!');
    await t.login('sara@reluxe.test', 'SaraPass#1');
    expect((await get(`/api/User/showuser_page.php?search=Sara K`)).json().data[0]).toMatchObject({
      RoleID: 1,
      Password: '',
    });
    expect((await post('/api/User/deleteuser.php', { UserID: last + 1 })).json().message).toBe(
      'User deleted successfully!',
    );
    await expect(t.login('sara@reluxe.test', 'SaraPass#1')).rejects.toThrow();
    expect((await post('/api/User/deleteuser.php', { UserID: 1 })).statusCode).toBe(409);
    expect(
      (
        await postForm(
          '/api/User/adduser.php',
          multipart({ UserName: 'x', Email: 'bad', RoleID: 2 }),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('answers exact totals from the trigger-kept counters, and bounded totals for searches', async () => {
    const exact = async (table: string, where = 'true') =>
      (await t.database.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))
        .rows[0].n as number;
    const total = async (url: string) => (await get(url)).json().total as number;
    const products = '/api/Products/showproduct_page.php?page=1&limit=10';
    expect(await total(products)).toBe(await exact('products'));
    const before = await exact('products');
    await t.database.pool.query(
      `INSERT INTO products (name, brand_id, category_id, sex_id, color_id)
       SELECT 'Counted ' || g, 1, 1, 1, 1 FROM generate_series(1, 25) g`,
    );
    expect(await total(products)).toBe(before + 25);
    await t.database.pool.query(`DELETE FROM products WHERE name LIKE 'Counted %'`);
    expect(await total(products)).toBe(before);
    expect(await total('/api/Products/showproduct_page.php?search=zzz-none')).toBe(0);
    expect(await total('/api/User/showuser_page.php?page=1&limit=10')).toBe(
      await exact('users', 'active'),
    );
    expect(await total('/api/Brand/showbrand_page.php?page=1&limit=25')).toBe(
      await exact('brands'),
    );
  });
});
