import { z } from 'zod';
import {
  ALL_DROPDOWN_KEY,
  LANGUAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRODUCT_STATUSES,
  type AdminProduct,
  type FacetCounts,
  type Product,
  type ProductDetails,
  type ProductStatus,
  type User,
} from '../contracts';
import { documentationOnly } from '../plugins/openapi';

/**
 * The responses of the shop calls as zod schemas, for the route schemas (and so the OpenAPI
 * document). Two kinds:
 * - serialised: small answers of a fixed shape (`{ status, message }`, `{ LastID }`). Fastify
 *   writes them through the schema; each lists its keys in the order the handler builds them, so
 *   the bytes are the ones JSON.stringify writes.
 * - documentationOnly: answers made of database rows (whose keys and order the queries decide),
 *   the hot reads answered from the response cache, and every error answer (written by the error
 *   handler). They describe the response; it is still written with JSON.stringify.
 */

const errorShape = () =>
  z.object({
    status: z.literal('error'),
    message: z.string().describe('What went wrong, in words'),
  });

/** `{ status: 'error', message }`: the response of every refused call. */
export const errorResponses = {
  400: documentationOnly(
    errorShape().describe('The input is refused; the message names its first problem'),
  ),
  401: documentationOnly(errorShape().describe('No valid session: "Please log in first!"')),
  403: documentationOnly(
    errorShape().describe(
      'Refused: not an administrator (RoleID 1), or acting on another account than the session',
    ),
  ),
  404: documentationOnly(errorShape().describe('Not found')),
  409: documentationOnly(errorShape().describe('Conflicts with the stored data')),
  413: documentationOnly(errorShape().describe('Too large, or too many files')),
  429: documentationOnly(errorShape().describe('Too many requests: retry after Retry-After')),
  502: documentationOnly(
    errorShape().describe(
      'The payment provider refused or did not answer: its message; nothing changed',
    ),
  ),
  503: documentationOnly(errorShape().describe('Not ready, or shutting down')),
};
type ErrorCode = keyof typeof errorResponses;

/** The error answers of `codes`, for a route's `response`. */
export function errorsOf<C extends ErrorCode>(
  ...codes: C[]
): { [K in C]: (typeof errorResponses)[K] } {
  const picked = {} as { [K in C]: (typeof errorResponses)[K] };
  for (const code of codes) picked[code] = errorResponses[code];
  return picked;
}

/** `{ status: 'success', message }` (serialised). */
export const successResponse = z.object({ status: z.literal('success'), message: z.string() });

/** `{ status: 'success', message, <idKey>: id }`: what an add answers (serialised). */
export const addedResponse = (idKey: string) =>
  z.object({ status: z.literal('success'), message: z.string(), [idKey]: z.number().int() });

/** `{ LastID }`: the largest id of a table, 0 when empty (serialised). */
export const lastIdResponse = z.object({ LastID: z.number().int() });

/** `{ status: 'success' | 'error', message }`, both with 200 (sign-up; serialised). */
export const statusResponse = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
});

export const okResponse = z.object({ status: z.literal('ok') });

/** An Arabic name: null when none is set. */
export const arabicName = (what: string) =>
  z.string().nullable().describe(`${what} in Arabic; null: none`);

const productStatus = z.enum(PRODUCT_STATUSES as [ProductStatus, ...ProductStatus[]]);

const productBase = {
  ProductID: z.number().int(),
  UserID: z.number().int().nullable(),
  Status: productStatus,
  Name: z.string(),
  NameAr: arabicName('The name'),
  Description: z.string(),
  ProductionYear: z.string().describe('When the item was listed (ISO timestamp)'),
  Price: z.number(),
  Quantity: z.number().int(),
  OfferPrice: z.number().describe('Discount in percent; 0: none'),
  BrandID: z.number().int(),
  CategoireID: z.number().int(),
  Color_ID: z.number().int(),
  ColorID: z.number().int(),
  SexID: z.number().int(),
  BrandName: z.string(),
  CategoryName: z.string(),
  ColorName: z.string(),
  SexName: z.string(),
  BrandNameAr: arabicName("The brand's name"),
  CategoryNameAr: arabicName("The category's name"),
  ColorNameAr: arabicName("The colour's name"),
  SexNameAr: arabicName("The gender's name"),
  ConditionID: z
    .number()
    .int()
    .nullable()
    .describe('1 New with tags, 2 Pristine, 3 Excellent, 4 Very good, 5 Good; null: none declared'),
  Condition: z.string().describe("The condition's label; blank when none"),
};

/** An Arabic name of a list row: only in Arabic answers (see the list's description). */
const listArabicName = (what: string) =>
  z.string().nullable().optional().describe(`${what} in Arabic (Arabic answers only); null: none`);

/** A product as lists answer it: Image is a comma-separated list of URLs. */
const listProduct = z.object({
  ...productBase,
  NameAr: listArabicName('The name'),
  BrandNameAr: listArabicName("The brand's name"),
  CategoryNameAr: listArabicName("The category's name"),
  ColorNameAr: listArabicName("The colour's name"),
  SexNameAr: listArabicName("The gender's name"),
  Image: z.string().describe('Comma-separated image URLs'),
  link: z.string(),
});

/*
 * The responses built from the shared entity types (whose optional fields every response has) are
 * typed as those types, so the handlers keep returning them.
 */

export const productListResponse: z.ZodType<Product[]> = documentationOnly(z.array(listProduct));

export const productDetailsResponse: z.ZodType<ProductDetails> = documentationOnly(
  z.object({ ...productBase, Image: z.array(z.string()), link: z.string() }),
);

/** The back-office page of products: Image is a list of URLs. */
export const productPageResponse: z.ZodType<{ data: AdminProduct[]; total: number }> =
  documentationOnly(
    z.object({
      data: z.array(z.object({ ...productBase, Image: z.array(z.string()), link: z.string() })),
      total: z.number().int(),
    }),
  );

const countsByOption = z.record(z.string(), z.number().int()).describe('option id -> products');
export const facetCountsResponse: z.ZodType<FacetCounts> = documentationOnly(
  z.object({
    category: countsByOption,
    brand: countsByOption,
    sex: countsByOption,
    condition: countsByOption,
    total: z.number().int(),
  }),
);

export const searchResponse = documentationOnly(
  z.array(
    z.object({
      Name: z.string(),
      NameAr: arabicName('The name'),
      Image: z.string(),
      link: z.string(),
    }),
  ),
);

export const spellingResponse = documentationOnly(
  z.object({
    suggestion: z
      .string()
      .nullable()
      .describe('A brand or product name to offer as "Did you mean ...?"; null when none'),
  }),
);

/** Rows of a lookup entity: its id key, Name, NameAr, and Image when it has one. */
export const lookupRowOf = (idKey: string, hasImage: boolean) =>
  z.object({
    [idKey]: z.number().int(),
    Name: z.string(),
    NameAr: arabicName('The name'),
    ...(hasImage ? { Image: z.string() } : {}),
  });

export const lookupListResponse = (idKey: string, hasImage: boolean) =>
  documentationOnly(z.array(lookupRowOf(idKey, hasImage)));

export const lookupPageResponse = (idKey: string, hasImage: boolean) =>
  documentationOnly(
    z.object({ data: z.array(lookupRowOf(idKey, hasImage)), total: z.number().int() }),
  );

const menuItem = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: arabicName("The gender's name"),
});
export const menuResponse = documentationOnly(
  z
    .record(
      z.string(),
      z.object({
        title: z.string(),
        titleAr: arabicName("The category's name").optional(),
        sections: z.array(
          z.object({
            header: z.string(),
            headerAr: arabicName("The category's name").optional(),
            link: z.string(),
            items: z.array(menuItem),
          }),
        ),
      }),
    )
    .describe(`Menu groups keyed by '${ALL_DROPDOWN_KEY}' or a CategoireID`),
);

const user = z.object({
  UserID: z.number().int(),
  UserName: z.string(),
  Email: z.string(),
  ProfileImage: z.string(),
  RoleID: z.number().int(),
  RoleName: z.string(),
  Password: z.literal('').describe('Always empty'),
  EmailLanguage: z
    .enum(LANGUAGES)
    .optional()
    .describe("The language of the user's mails (getUserDetails.php, updateUserDetails.php)"),
  PriceAlerts: z
    .boolean()
    .optional()
    .describe("Favourites' price-drop and back-in-stock mails are on (as EmailLanguage)"),
});

export const userPageResponse = documentationOnly(
  z.object({ data: z.array(user), total: z.number().int() }),
);

export const rolesResponse = documentationOnly(
  z.array(z.object({ RoleID: z.number().int(), RoleName: z.string() })),
);

export const userDetailsResponse: z.ZodType<{ status: 'success'; message: string; user: User }> =
  documentationOnly(z.object({ status: z.literal('success'), message: z.string(), user }));

export const profileUpdatedResponse: z.ZodType<{
  status: 'success';
  message: string;
  user: User | undefined;
  ProfileImage: string;
}> = documentationOnly(
  z.object({
    status: z.literal('success'),
    message: z.string(),
    user,
    ProfileImage: z.string(),
  }),
);

/** A sign-in: the user's summary with 200, or `{ status: 'error' }` (also 200) when refused. */
export const loginResponse = documentationOnly(
  z.union([
    z.object({
      status: z.literal('success'),
      message: z.string(),
      Email: z.string(),
      ProfileImage: z.string(),
      Role: z.object({ ID: z.number().int(), RoleName: z.string() }),
      ID: z.number().int(),
      UserName: z.string(),
    }),
    errorShape().describe('Wrong email or password'),
  ]),
);

/** An order placed, or the first answer again for a repeated Idempotency-Key. */
export const orderPlacedResponse = documentationOnly(
  z.object({
    status: z.enum(['success', 'error']),
    message: z.string(),
    OrderID: z.number().int().optional(),
  }),
);

export const ordersResponse = documentationOnly(
  z.array(
    z.object({
      OrderID: z.number().int(),
      UserName: z.string(),
      PhoneNumber: z.string(),
      OrderDate: z.string(),
      Status: z.string(),
      Address: z.string(),
      ApartmentNumber: z.string(),
      City: z.string(),
      State: z.string(),
      Country: z.string(),
      Street: z.string(),
      ZipCode: z.string(),
      Notes: z.string(),
      PaymentMethod: z.enum(PAYMENT_METHODS),
      PaymentStatus: z.enum(PAYMENT_STATUSES),
      Total: z.number().describe('What the buyer pays (AED)'),
    }),
  ),
);

export const orderDetailsResponse = documentationOnly(
  z.array(
    z.object({
      OrderDetailsID: z.number().int(),
      OrderID: z.number().int(),
      ProductID: z.number().int(),
      Quantity: z.number().int(),
      Price: z.number(),
    }),
  ),
);

export const queueResponse = documentationOnly(
  z.array(
    z.object({
      QueueID: z.number().int(),
      UserID: z.number().int(),
      UserName: z.string(),
      ProductID: z.number().int(),
      ProductName: z.string(),
      productDescription: z.string(),
      BrandName: z.string(),
      CategoryName: z.string(),
      ColorName: z.string(),
      // Always answered; optional in QueueEntry for clients written before conditions.
      ConditionID: z.number().int().nullable().optional(),
      Condition: z.string().optional(),
      Quantity: z.number().int(),
      Price: z.number(),
      Image: z.array(z.string()),
    }),
  ),
);
